export const points = (value: number) =>
  `+${value < 0.05 ? value.toFixed(2) : value.toFixed(1)} pts`;
export const percent = (value: number | null) => (value == null ? 'N/A' : `${value.toFixed(1)}%`);
export const count = (value: number) => value.toLocaleString('en-GB');
export const audits = (value: number) => `${count(value)} ${value === 1 ? 'audit' : 'audits'}`;
