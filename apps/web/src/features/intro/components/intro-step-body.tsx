import { Anchor, Button, Stack } from '@mantine/core';
import type { IntroStep } from '@portico/contract/intro';
import { Link } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { VideoPlayer } from '../../../components/video/video-player';
import { safeRedirect } from '../../../lib/safe-redirect';

const isVimeo = (url: string) => /vimeo\.com/i.test(url);
const isWebAddress = (url: string) => /^https:\/\/[^\s/]/i.test(url);

/** The button of a TEST step: a portal route in the app, an https address in a new tab, else none. */
function TestAction({ actionUrl }: { actionUrl: string }) {
  const route = safeRedirect(actionUrl);
  if (route) {
    return (
      <Button component={Link} to={route} size="md" w={{ base: '100%', xs: 'auto' }}>
        Take the test
      </Button>
    );
  }
  if (isWebAddress(actionUrl)) {
    return (
      <Anchor href={actionUrl} target="_blank" rel="noopener noreferrer" fw={600}>
        Take the test
      </Anchor>
    );
  }
  return null;
}

/** spec 3 §2 Intro steps: HTML content, a video, or a test invitation with its button. */
export function IntroStepBody({ step }: { step: IntroStep }) {
  if (step.type === 'VIDEO') {
    return <VideoPlayer src={step.content} isVimeo={isVimeo(step.content)} title={step.title} />;
  }
  if (step.type === 'TEST') {
    return (
      <Stack gap="lg" align="flex-start">
        <HtmlContent html={step.content} />
        <TestAction actionUrl={step.actionUrl} />
      </Stack>
    );
  }
  return <HtmlContent html={step.content} />;
}
