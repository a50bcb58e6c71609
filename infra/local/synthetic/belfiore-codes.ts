/**
 * Real cadastral (Belfiore) codes of provincial capitals, for the birthplace part of synthetic tax codes.
 * A short hand-written table of well-known codes: a tax code needs a real one, not every municipality.
 * Rome comes first and weighs more, as the utility's customers mostly live around it.
 */
export const BIRTHPLACE_CODES = [
  ['H501', 30], // Roma
  ['F205', 4], // Milano
  ['F839', 5], // Napoli
  ['L219', 3], // Torino
  ['G273', 3], // Palermo
  ['D969', 2], // Genova
  ['A944', 2], // Bologna
  ['D612', 2], // Firenze
  ['A662', 2], // Bari
  ['C351', 2], // Catania
  ['L736', 1], // Venezia
  ['L781', 1], // Verona
  ['F158', 1], // Messina
  ['G224', 1], // Padova
  ['L424', 1], // Trieste
  ['B157', 1], // Brescia
  ['G337', 1], // Parma
  ['F257', 1], // Modena
  ['H223', 1], // Reggio Emilia
  ['H224', 1], // Reggio Calabria
  ['L049', 1], // Taranto
  ['B354', 1], // Cagliari
  ['I452', 1], // Sassari
  ['A345', 1], // L'Aquila
  ['A271', 1], // Ancona
  ['G478', 1], // Perugia
  ['L117', 2], // Terni
  ['G482', 1], // Pescara
  ['E506', 1], // Lecce
  ['D643', 1], // Foggia
  ['H703', 2], // Salerno
  ['B963', 2], // Caserta
  ['E472', 4], // Latina
  ['D810', 3], // Frosinone
  ['M082', 3], // Viterbo
  ['H282', 2], // Rieti
  ['G702', 1], // Pisa
  ['E625', 1], // Livorno
  ['I726', 1], // Siena
  ['A794', 1], // Bergamo
  ['L378', 1], // Trento
  ['L483', 1], // Udine
  ['G942', 1], // Potenza
  ['B519', 1], // Campobasso
  ['C352', 1], // Catanzaro
  ['D086', 1], // Cosenza
  ['L331', 1], // Trapani
  ['I754', 1], // Siracusa
] as const;
