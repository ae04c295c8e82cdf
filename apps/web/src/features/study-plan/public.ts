// The study plan's public face (issue 42 part 2): the dashboard shows today's tasks in its card.
export { StudyPlanCard } from './components/lazy-study-plan-card';
