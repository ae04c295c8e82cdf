import { createElement } from 'react';
import { deferredPart } from '../../../lib/deferred-part';
import { PredictionPlaceholder } from './prediction-placeholder';

/**
 * The 'Predicted score' card (decision 059), loaded apart from the page that shows it (the
 * dashboard, every exam's report), so it weighs on no route's first bundle; a placeholder holds its
 * room until it arrives.
 */
export const PredictionCard = deferredPart(
  'prediction',
  () => import('./prediction-card').then((m) => m.PredictionCard),
  (props: { courseId: string; mb?: string }) => createElement(PredictionPlaceholder, { mb: props.mb }),
);
