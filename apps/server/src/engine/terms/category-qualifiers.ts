import type { TermEntry } from './term-entry.ts';

/**
 * Words that qualify a category without changing its kind ("Luxury hotel" is a hotel). A
 * qualifier shown on one side only is a DISCREPANCY at most.
 */
export const CATEGORY_QUALIFIERS: readonly TermEntry[] = [
  {
    canonical: 'luxury',
    variants: ['luxus', 'luxe', 'de luxe', 'deluxe', 'lusso', 'lujo', 'luxo', 'luxe hotel', '高級'],
  },
  {
    canonical: 'budget',
    variants: ['economy', 'low cost', 'günstig', 'pas cher', 'economico', 'económico', 'económica'],
  },
  {
    canonical: 'airport',
    variants: ['flughafen', 'aéroport', 'aeroporto', 'aeropuerto', 'luchthaven', '空港'],
  },
  {
    canonical: 'family',
    variants: [
      'familien',
      'familienhotel',
      'famille',
      'familiale',
      'famiglia',
      'familiar',
      'familie',
    ],
  },
  { canonical: 'beach', variants: ['strand', 'plage', 'spiaggia', 'playa', 'praia'] },
  {
    canonical: 'historic',
    variants: ['historisch', 'historique', 'storico', 'histórico', 'historico'],
  },
  { canonical: 'casino', variants: ['kasino', 'casinò'] },
  {
    canonical: 'conference',
    variants: ['kongress', 'congrès', 'congressi', 'congresos', 'convention'],
  },
];
