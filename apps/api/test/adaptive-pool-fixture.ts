/**
 * A Duolingo English Test item-by-item adaptive section (issue 43 part 3, decision 064), as the CAT
 * tests and the console's adaptive tests take it: one section that serves `length` questions from a
 * calibrated pool, half 'Read and Select' and half 'Fill in the Blanks', scored 85 + 25θ from 10 to 160
 * by 5. Each test brings its own pool; `poolTopic` gives question n the topic the shares expect.
 */
export const poolScale = { intercept: 85, slope: 25, min: 10, max: 160, step: 5 };

/** The topic of the pool's question n: even 'Read and Select', odd 'Fill in the Blanks'. */
export const poolTopic = (n: number) => (n % 2 === 0 ? 'Read and Select' : 'Fill in the Blanks');

/** The test of one adaptive section over `items`; `topK` left out takes the server's default. */
export const adaptivePool = (items: object[], settings: { length: number; topK?: number }) => ({
  template: 'duolingo',
  examFamily: 'duolingo',
  sections: [
    {
      key: 'adaptive',
      title: 'Adaptive Questions',
      referenceType: 'Overall',
      durationMinutes: 20,
      adaptive: {
        kind: 'item',
        ...settings,
        targets: { 'Read and Select': 0.5, 'Fill in the Blanks': 0.5 },
        scale: poolScale,
      },
      items,
    },
  ],
});
