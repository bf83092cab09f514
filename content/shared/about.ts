// The figures on the about and home pages: both languages show the same numbers, in the same order.
import type { ImpactFigure } from '../about';

const IMPACT_VALUES = {
  hectares: '400,000+',
  companies: '300+',
  trained: '5,000',
  groups: '200+',
  farms: '15',
  institutions: '10',
};

const MACHINERY_VALUES = {
  local: '75%',
  employed: '461',
};

/** Pairs each figure with its label in one language, in the figures' order. */
const figuresIn = <K extends string>(values: Record<K, string>, labels: Record<K, string>): ImpactFigure[] =>
  (Object.keys(values) as K[]).map((key) => ({ value: values[key], label: labels[key] }));

export const impactIn = (labels: Record<keyof typeof IMPACT_VALUES, string>) => figuresIn(IMPACT_VALUES, labels);
export const machineryIn = (labels: Record<keyof typeof MACHINERY_VALUES, string>) => figuresIn(MACHINERY_VALUES, labels);
