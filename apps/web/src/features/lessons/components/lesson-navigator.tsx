import { NavLink, Paper } from '@mantine/core';
import type { LearningModule } from '@portico/contract/learning';
import { LockIcon } from '../../../components/icons';
import { navigatorModules, showsTags, type Topic } from '../utils/lesson-tree';

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
  const lock = (m: LearningModule) =>
    m.isProductAccess ? null : <LockIcon size={16} aria-label="No access" role="img" aria-hidden={false} />;
  return (
    <Paper component="nav" aria-label="Lesson topics" withBorder radius="md" p="xs">
      {navigatorModules(root).map((m) => {
        const children = showsTags(m) ? [] : [...m.subModule].sort((a, b) => a.orderNo - b.orderNo);
        if (children.length === 0) {
          const firstOfTags = showsTags(m)
            ? [...m.subModule].sort((a, b) => a.orderNo - b.orderNo)[0]
            : undefined;
          return (
            <NavLink
              key={m.id}
              component="button"
              label={m.component.title}
              rightSection={lock(m)}
              active={topic.parent.id === m.id}
              aria-current={topic.parent.id === m.id ? 'page' : undefined}
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
              <NavLink
                key={c.id}
                component="button"
                label={c.component.title}
                rightSection={lock(c)}
                active={topic.module.id === c.id}
                aria-current={topic.module.id === c.id ? 'page' : undefined}
                onClick={() => onTopic(c.id)}
              />
            ))}
          </NavLink>
        );
      })}
    </Paper>
  );
}
