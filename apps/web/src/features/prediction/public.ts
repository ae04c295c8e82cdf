// The prediction feature's public face: the only file another feature may import from it. The
// 'Predicted score' card (decision 059) the dashboard and every exam's report show, loaded apart.
export { PredictionCard } from './components/lazy-prediction-card';
