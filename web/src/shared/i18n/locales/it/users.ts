import { USER_MESSAGES, USER_REFUSALS } from '../../../../../../shared/users/user-rules';
import { REQUIRED_MESSAGE } from '../../../../../../shared/validators/messages';
import { appTexts } from './app';

/** Users and roles, the back office's first section (not spec texts: the spec shows no content). */
export const usersTexts = {
  users: {
    title: 'Utenti trovati {{total}}',
    titleLoading: 'Utenti e ruoli',
    empty: 'Nessun utente trovato.',
    tableLabel: 'Utenti',
    filters: { searchText: 'Utente (nome o email)', role: 'Ruolo', state: 'Stato' },
    options: {
      // The roles' names, as the top bar's user menu says them.
      role: appTexts.roles,
      state: { ENABLED: 'Abilitato', DISABLED: 'Disabilitato' },
    },
    columns: {
      username: 'Nome utente',
      email: 'Email',
      role: 'Ruolo',
      agencyCode: 'Agenzia',
      enabled: 'Stato',
      status: 'Stato dell’accesso',
      createdAt: 'Creato il',
      lastSignInAt: 'Ultimo accesso',
    },
    statuses: {
      CONFIRMED: 'Password personale',
      FORCE_CHANGE_PASSWORD: 'Password provvisoria da cambiare',
      RESET_REQUIRED: 'Password da reimpostare',
      UNCONFIRMED: 'Non confermato',
      ARCHIVED: 'Archiviato',
      COMPROMISED: 'Credenziali compromesse',
      EXTERNAL_PROVIDER: 'Accesso esterno',
      UNKNOWN: 'Sconosciuto',
    },
    never: 'Mai',
    actions: {
      create: 'Crea utente',
      open: 'Dettaglio',
      role: 'Cambia ruolo',
      disable: 'Disabilita',
      enable: 'Abilita',
      resetPassword: 'Reimposta password',
      turnTotpOff: 'Disattiva verifica in due passaggi',
    },
    operations: {
      create: 'Crea utente',
      role: 'Cambia ruolo',
      disable: 'Disabilita utente',
      enable: 'Abilita utente',
      resetPassword: 'Reimposta password',
      turnTotpOff: 'Disattiva verifica in due passaggi',
    },
    explanations: {
      create:
        'Il nuovo utente riceve una password provvisoria, mostrata una sola volta: comunicala all’utente, che al primo accesso ne sceglierà una sua.',
      role: 'Un utente ha un solo ruolo. La modifica chiude le sue sessioni aperte: al prossimo accesso vedrà il menu del nuovo ruolo.',
      disable: 'L’utente non potrà più accedere e le sue sessioni aperte si chiuderanno entro {{minutes}} minuti.',
      enable: 'L’utente potrà di nuovo accedere con la sua password.',
      resetPassword:
        'Viene generata una nuova password provvisoria, mostrata una sola volta. Le sessioni aperte dell’utente si chiudono e al prossimo accesso ne sceglierà una sua.',
      turnTotpOff:
        'Gli accessi dell’utente non chiederanno più il codice dell’app (ad esempio per un telefono perso): potrà attivarla di nuovo dal menu utente. Le sue sessioni aperte si chiudono.',
    },
    fields: {
      username: 'Nome utente',
      usernameConstraint: 'Lettere minuscole, cifre e . _ -, ad esempio mario.rossi',
      email: 'Email',
      emailConstraint: 'Dove arriva il codice per reimpostare una password dimenticata.',
      role: 'Ruolo',
      currentRole: 'Ruolo attuale',
      agencyCode: 'Codice agenzia',
      agencyConstraint: 'Solo per un agente: un codice del mapping delle agenzie.',
      agencyName: 'Agenzia: {{name}}',
      agencyPlaceholder: 'Cerca per codice o nome',
      agencyLoading: 'Ricerca delle agenzie',
      agencyNone: 'Nessuna agenzia trovata',
    },
    rules: {
      required: REQUIRED_MESSAGE,
      usernameLength: USER_MESSAGES.usernameLength,
      usernameCharacters: USER_MESSAGES.usernameCharacters,
      usernameReserved: USER_MESSAGES.usernameReserved,
      email: USER_MESSAGES.email,
      agencyRequired: USER_MESSAGES.agencyRequired,
    },
    password: {
      title: 'Password provvisoria di {{username}}',
      description:
        'Mostrata solo ora: copiala e comunicala all’utente in modo sicuro. Vale {{days}} giorni; al primo accesso ne sceglierà una sua.',
      copy: 'Copia la password',
      copied: 'Password copiata',
      copyFailed: 'Copia non riuscita: selezionala e copiala a mano',
    },
    // What the console says before a call the server would refuse (a taken username or an unknown
    // agency beside its field, one's own change offered disabled), in the server's words
    // (shared/users/user-rules.ts). A refusal the server answers reads as its code's text
    // (alerts.serverErrors).
    serverTexts: {
      usernameTaken: USER_REFUSALS.usernameTaken,
      unknownAgency: USER_REFUSALS.unknownAgency,
      ownRole: USER_REFUSALS.ownRole,
      ownDisable: USER_REFUSALS.ownDisable,
      ownEnable: USER_REFUSALS.ownEnable,
      ownPasswordReset: USER_REFUSALS.ownPasswordReset,
      ownTotp: USER_REFUSALS.ownTotp,
    },
    detail: {
      title: 'Dettaglio utente',
      label: 'Dati utente',
      close: 'Chiudi',
      dismiss: 'Chiudi il dettaglio',
      totp: 'Verifica in due passaggi',
      totpOn: 'Attiva',
      totpOff: 'Non attiva',
      totpLoading: 'Lettura in corso',
      totpUnknown: 'Non disponibile',
    },
  },
};
