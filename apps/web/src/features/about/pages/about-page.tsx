import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { AboutPage as AboutPageData } from '@portico/contract/about';
import { type ReactNode, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { useAbout } from '../api/get-about';
import { CompanyProfile } from '../components/company-profile';
import classes from './about-page.module.css';

const NO_DATA = 'No Data available'; // spec 1 §8 empty state

function AboutTabs({ pages }: { pages: AboutPageData[] }) {
  const [active, setActive] = useState<string | null>(pages[0]?.id ?? null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Tabs value={active} onChange={setActive} keepMounted={false}>
        <Tabs.List className={classes.tabList}>
          {pages.map((p) => (
            <Tabs.Tab key={p.id} value={p.id} className={classes.tab}>
              {p.pageTitle}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {pages.map((p) => (
          <Tabs.Panel key={p.id} value={p.id} pt="lg">
            <HtmlContent html={p.pageContent} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

/** spec 1 §2 About us (/about-us): the company profile, the tabbed pages, or No Data available. */
export function AboutPage() {
  const company = useCompany();
  const about = useAbout(company.accountId);

  let body: ReactNode;
  if (about.isPending) body = <PageLoader label="Loading About Us…" />;
  else if (about.isError) body = <StatusAlert tone="error">{errorMessage(about.error)}</StatusAlert>;
  else if (about.data.enableNewPage && about.data.profile) {
    return (
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <CompanyProfile profile={about.data.profile} companyName={company.companyName} />
      </Container>
    );
  } else if (about.data.data.length === 0) body = <Text>{NO_DATA}</Text>;
  else body = <AboutTabs pages={about.data.data} />;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          About Us
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
