// The prediction feature's public face: the only file another feature may import from it.
// The 'Predicted score' card (decision 059) loads apart from the page that shows it (the dashboard,
// every exam's report), so it weighs on no route's first bundle; a placeholder holds its room.
import { createElement } from 'react';
import { deferredPart } from '../../lib/deferred-part';
import { PredictionPlaceholder } from './components/prediction-placeholder';

export const PredictionCard = deferredPart(
  'prediction',
  () => import('./components/prediction-card').then((m) => m.PredictionCard),
  (props: { courseId: string; mb?: string }) => createElement(PredictionPlaceholder, { mb: props.mb }),
);
