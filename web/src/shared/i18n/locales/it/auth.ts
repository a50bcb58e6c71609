/**
 * Every step of the sign-in (spec section 4) and the user's own security settings: the console drives
 * Cognito's steps with its own forms, so each step and each refusal has its words here.
 */
export const authTexts = {
  auth: {
    title: 'Accedi',
    description: 'Console di verifica del rischio di credito',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    required: 'Campo obbligatorio',
    errorTitle: 'Accesso non riuscito',
    forgotPassword: 'Password dimenticata?',
    backToSignIn: "Torna all'accesso",
    newPassword: {
      title: 'Imposta una nuova password',
      // Asked at a first sign-in and after an administrator's reset alike: the words fit both.
      description: 'Stai accedendo con una password provvisoria: sostituiscila con una password personale.',
      password: 'Nuova password',
      confirm: 'Conferma la nuova password',
      mismatch: 'Le due password non coincidono.',
      submit: 'Imposta la password',
    },
    policy: {
      title: 'La nuova password deve avere',
      length: 'almeno {{min}} caratteri',
      lowercase: 'una lettera minuscola',
      uppercase: 'una lettera maiuscola',
      digit: 'una cifra',
      symbol: 'un simbolo (ad esempio ! ? @ # - _) o uno spazio interno',
      edges: "nessuno spazio all'inizio o alla fine",
      met: 'requisito soddisfatto',
      unmet: 'requisito non soddisfatto',
    },
    forgot: {
      title: 'Reimposta la password',
      description: 'Inserisci il tuo nome utente: riceverai un codice di verifica al tuo indirizzo email.',
      submit: 'Invia il codice',
    },
    sessionEnded: {
      disabled: 'La sessione è terminata: il tuo utente è stato disabilitato da un amministratore.',
      roleChanged:
        'La sessione è terminata: un amministratore ha cambiato il tuo ruolo. Accedi di nuovo per usare quello nuovo.',
      accessChanged:
        'La sessione è terminata: un amministratore ha modificato il tuo accesso (ruolo, password o verifica in due passaggi). Accedi di nuovo.',
      expired: 'La sessione è scaduta: accedi di nuovo.',
    },
    reset: {
      title: 'Scegli una nuova password',
      description: 'Abbiamo inviato un codice di verifica a {{destination}}: inseriscilo con la nuova password.',
      code: 'Codice di verifica',
      submit: 'Reimposta la password',
      resend: 'Invia un nuovo codice',
      resent: 'Nuovo codice inviato a {{destination}}.',
      done: 'Password reimpostata: accedi con la nuova password.',
      errorTitle: 'Reimpostazione non riuscita',
    },
    totpCode: {
      title: 'Verifica in due passaggi',
      description: "Inserisci il codice di 6 cifre che mostra l'app di autenticazione.",
      code: 'Codice di verifica',
      submit: 'Verifica',
    },
    totpSetup: {
      title: "Configura l'app di autenticazione",
      description:
        "L'accesso richiede la verifica in due passaggi. Inquadra il codice QR con un'app di autenticazione (ad esempio Google Authenticator o Microsoft Authenticator), poi inserisci il codice che mostra.",
      qrLabel: "Codice QR da inquadrare con l'app di autenticazione",
      manual: 'Non riesci a inquadrarlo? Inserisci questa chiave nell’app:',
      key: 'Chiave',
      code: "Codice mostrato dall'app",
      submit: 'Attiva e accedi',
    },
    codeConstraint: '6 cifre',
    codeFormat: 'Il codice è di 6 cifre.',
    errors: {
      invalidCredentials: 'Nome utente o password non corretti.',
      network: 'Server non raggiungibile.',
      nextStep: 'Accesso non completato: è richiesto un passaggio ({{step}}) non supportato dalla console.',
      generic: 'errore generico',
      wrongCode: 'Codice non corretto: controlla e riprova.',
      expiredCode: 'Codice scaduto: richiedine uno nuovo.',
      passwordPolicy: 'La password non rispetta i requisiti del sistema.',
      tooManyAttempts: 'Troppi tentativi: attendi qualche minuto e riprova.',
      sessionExpired: 'Il tempo per completare l’accesso è scaduto: accedi di nuovo.',
      userDisabled: 'Utente disabilitato: rivolgiti a un amministratore.',
      temporaryPasswordExpired: 'La password provvisoria è scaduta: chiedi a un amministratore di reimpostarla.',
    },
  },
  security: {
    menuItem: 'Verifica in due passaggi',
    title: 'Verifica in due passaggi',
    loading: 'Lettura delle impostazioni',
    on: 'Attiva: a ogni accesso ti viene chiesto il codice dell’app di autenticazione.',
    off: 'Non attiva: accedi con nome utente e password.',
    start: 'Attiva',
    disable: 'Disattiva',
    confirmDisable: 'Disattivare la verifica in due passaggi? Ai prossimi accessi non ti verrà chiesto il codice.',
    activated: 'Verifica in due passaggi attivata: dal prossimo accesso ti verrà chiesto il codice.',
    deactivated: 'Verifica in due passaggi disattivata.',
    setupDescription:
      "Inquadra il codice QR con un'app di autenticazione (ad esempio Google Authenticator o Microsoft Authenticator), poi inserisci il codice che mostra.",
    verify: 'Verifica e attiva',
    close: 'Chiudi',
    cancel: 'Annulla',
    failed: 'Impossibile aggiornare le impostazioni: riprova.',
  },
};
