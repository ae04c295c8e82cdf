import { NavLink, Paper } from '@mantine/core';
import type { LearningModule } from '@portico/contract/learning';
import { LockIcon } from '../../../components/icons';
import { navigatorModules, showsTags, type Topic } from '../utils/lesson-tree';

const lock = (m: LearningModule) => (m.isProductAccess ? null : <LockIcon size={16} label="No access" />);

/** One topic the student can open: the current one is marked as the page. */
function TopicLink({
  module,
  active,
  onClick,
}: {
  module: LearningModule;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <NavLink
      component="button"
      label={module.component.title}
      rightSection={lock(module)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    />
  );
}

/** spec 1 §2 Lesson navigator: modules and their submodules, a lock where there is no access. */
export function LessonNavigator({
  root,
  topic,
  onTopic,
}: {
  root: LearningModule;
  topic: Topic;
  onTopic: (moduleId: string) => void;
}) {
  return (
    <Paper component="nav" aria-label="Lesson topics" withBorder radius="md" p="xs">
      {navigatorModules(root).map((m) => {
        const children = showsTags(m) ? [] : [...m.subModule].sort((a, b) => a.orderNo - b.orderNo);
        if (children.length === 0) {
          const firstOfTags = showsTags(m)
            ? [...m.subModule].sort((a, b) => a.orderNo - b.orderNo)[0]
            : undefined;
          return (
            <TopicLink
              key={m.id}
              module={m}
              active={topic.parent.id === m.id}
              onClick={() => onTopic((firstOfTags ?? m).id)}
            />
          );
        }
        return (
          <NavLink
            key={m.id}
            component="button"
            label={m.component.title}
            rightSection={lock(m)}
            defaultOpened={topic.parent.id === m.id}
            childrenOffset="sm"
          >
            {children.map((c) => (
              <TopicLink
                key={c.id}
                module={c}
                active={topic.module.id === c.id}
                onClick={() => onTopic(c.id)}
              />
            ))}
          </NavLink>
        );
      })}
    </Paper>
  );
}
