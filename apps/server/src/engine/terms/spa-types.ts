import type { TermEntry } from './term-entry.ts';

/** Spas as their categories name them; "Wellness" is how German, Italian and Dutch listings say spa. */
export const SPA_TYPES: readonly TermEntry[] = [
  {
    canonical: 'spa',
    variants: [
      'spas',
      'wellness',
      'wellness center',
      'wellness centre',
      'wellnesszentrum',
      'wellnesscenter',
      'wellnessbereich',
      'spa and wellness',
      'spa and wellness center',
      'health spa',
      'spa and health club',
      'centre de bien être',
      'institut spa',
      'centro benessere',
      'benessere',
      'centro de bienestar',
      'スパ',
    ],
  },
  {
    canonical: 'day spa',
    variants: ['dayspa', 'tagesspa', 'spa de jour', 'spa urbain', 'spa urbano', 'urban spa'],
    broader: ['spa'],
  },
  {
    canonical: 'thermal spa',
    variants: ['therme', 'thermalbad', 'thermes', 'terme', 'termas', 'balneario', 'onsen', '温泉'],
    broader: ['spa'],
  },
  { canonical: 'hammam', variants: ['hamam', 'turkish bath', 'türkisches bad'], broader: ['spa'] },
  { canonical: 'medical spa', variants: ['med spa', 'medispa', 'medi spa'], broader: ['spa'] },
  {
    canonical: 'massage',
    variants: [
      'massage spa',
      'massage therapist',
      'massagesalon',
      'massagepraxis',
      'massaggi',
      'masajes',
      'massagem',
    ],
  },
  {
    canonical: 'beauty salon',
    variants: [
      'kosmetikstudio',
      'kosmetiksalon',
      'institut de beauté',
      'centro estetico',
      'salón de belleza',
      'schoonheidssalon',
    ],
  },
];
