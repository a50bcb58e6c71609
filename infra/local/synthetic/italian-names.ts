/**
 * Common Italian first names, surnames and the words company names are made of. Hand-written lists of
 * everyday names, not a dataset: enough variety for lists and filters to look real.
 */

// biome-ignore format: a word list reads better packed
export const MALE_NAMES = [
  'Alessandro', 'Andrea', 'Antonio', 'Davide', 'Edoardo', 'Emanuele', 'Enrico', 'Fabio', 'Federico',
  'Filippo', 'Francesco', 'Gabriele', 'Giacomo', 'Gianfranco', 'Giorgio', 'Giovanni', 'Giuseppe', 'Lorenzo',
  'Luca', 'Luigi', 'Marco', 'Mario', 'Massimo', 'Matteo', 'Mattia', 'Michele', 'Nicola', 'Nicolò', 'Paolo',
  'Pietro', 'Raffaele', 'Riccardo', 'Roberto', 'Salvatore', 'Simone', 'Stefano', 'Tommaso', 'Valerio',
  'Vincenzo', 'Claudio', 'Daniele', 'Diego', 'Domenico', 'Franco', 'Gianluca', 'Leonardo', 'Maurizio',
  'Sergio', 'Umberto', 'Vittorio',
] as const;

// biome-ignore format: a word list reads better packed
export const FEMALE_NAMES = [
  'Alessandra', 'Alice', 'Anna', 'Aurora', 'Barbara', 'Beatrice', 'Camilla', 'Carla', 'Caterina', 'Chiara',
  'Cristina', 'Daniela', 'Elena', 'Elisa', 'Emma', 'Federica', 'Francesca', 'Gaia', 'Giada', 'Giorgia',
  'Giovanna', 'Giulia', 'Ilaria', 'Laura', 'Lucia', 'Ludovica', 'Manuela', 'Margherita', 'Maria', 'Martina',
  'Michela', 'Monica', 'Noemi', 'Paola', 'Patrizia', 'Rita', 'Roberta', 'Rosa', 'Sara', 'Serena', 'Silvia',
  'Simona', 'Sofia', 'Stefania', 'Teresa', 'Valentina', 'Valeria', 'Veronica', 'Vittoria', 'Anastasia',
] as const;

// biome-ignore format: a word list reads better packed
export const SURNAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo",
  'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco', 'Marini', 'Grasso',
  'Valentini', 'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina', 'Rizzi',
  'Monti', 'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza', 'Testa', 'Grassi', 'Pellegrino', 'Carbone',
  'Giuliani', 'Benedetti', 'Barone', 'Rossetti', 'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi',
  'Martino', 'Fiore', 'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Vitali',
  'Battaglia', 'Sartori', 'Neri', 'Costantini', 'Milani', 'Pagano', 'Ruggiero', 'Sorrentino', "D'Amico",
  'Orlando', 'Zanetti', 'Negri', 'Verdi',
] as const;

/** What a company does, first word of its name. */
// biome-ignore format: a word list reads better packed
export const COMPANY_ACTIVITIES = [
  'Edilizia', 'Costruzioni', 'Trasporti', 'Impianti', 'Ristorazione', 'Servizi', 'Commerciale',
  'Immobiliare', 'Tecnologie', 'Alimentari', 'Logistica', 'Meccanica', 'Elettronica', 'Arredamenti',
  'Farmacia', 'Panificio', 'Autofficina', 'Tipografia', 'Hotel', 'Consulting', 'Informatica',
  'Distribuzione', 'Ceramiche', 'Vetreria', 'Forniture', 'Agricola', 'Cantina', 'Pulizie', 'Carpenteria',
  'Termoidraulica',
] as const;

/** Place-like second words, as Italian firms often name themselves after a road, river or region. */
// biome-ignore format: a word list reads better packed
export const COMPANY_PLACES = [
  'Tiberina', 'Appia', 'Aurelia', 'Flaminia', 'Cassia', 'Salaria', 'Tiburtina', 'Prenestina', 'Ostiense',
  'Adriatica', 'Tirrenica', 'Padana', 'Etrusca', 'Sabina', 'Ciociara', 'Pontina', 'Romana', 'Laziale',
  'Lombarda', 'Veneta', 'Toscana', 'Emiliana', 'Partenopea', 'Sicula', 'Sarda', 'Ligure', 'Alpina',
  'Mediterranea', 'Italiana', 'Centrale',
] as const;

export const LEGAL_FORMS = [
  ['S.r.l.', 55],
  ['S.r.l.s.', 12],
  ['S.p.A.', 6],
  ['S.n.c.', 14],
  ['S.a.s.', 13],
] as const;

/** Reseller names: energy traders buying for their own customers. */
export const RESELLER_WORDS = ['Energia', 'Power', 'Gas', 'Luce e Gas', 'Energy Trading', 'Utilities'] as const;

// biome-ignore format: a word list reads better packed
export const ASSOCIATION_KINDS = [
  'Associazione Culturale', 'Associazione Sportiva Dilettantistica', 'Circolo Ricreativo',
  'Studio Associato', 'Fondazione', 'Parrocchia di San',
] as const;

/** Generic road designations (DUG) and their weights in addresses. */
export const STREET_KINDS = [
  ['Via', 70],
  ['Viale', 10],
  ['Piazza', 8],
  ['Corso', 5],
  ['Largo', 3],
  ['Vicolo', 2],
  ['Località', 2],
] as const;

// biome-ignore format: a word list reads better packed
export const STREET_NAMES = [
  'Roma', 'Garibaldi', 'Giuseppe Mazzini', 'Camillo Benso di Cavour', 'Dante Alighieri',
  'Vittorio Emanuele II', 'XX Settembre', 'IV Novembre', 'della Repubblica', 'Giacomo Matteotti',
  'Antonio Gramsci', 'della Libertà', 'Europa', 'Kennedy', 'Marconi', 'Giuseppe Verdi', 'Alessandro Manzoni',
  'dei Mille', 'San Francesco', 'del Corso', 'Nazionale', 'della Stazione', 'delle Rose', 'dei Pini',
  'del Mare', 'dei Gracchi', 'Cola di Rienzo', 'Tuscolana', 'Casilina', 'Nomentana', 'Tiburtina',
  'Appia Nuova', 'Cassia', 'Flaminia', 'Prati Fiscali', 'Ostiense', 'Portuense', 'Aurelia', 'Giulio Cesare',
  'Merulana', 'Napoleone III', 'Leonardo da Vinci', 'Galileo Galilei', 'Cristoforo Colombo', 'Aldo Moro',
  'Papa Giovanni XXIII', 'Don Luigi Sturzo', 'Enrico Fermi', 'Trieste', 'Trento',
] as const;
