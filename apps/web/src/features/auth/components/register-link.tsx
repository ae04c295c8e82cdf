import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCompany } from '../../../lib/company-context';

/**
 * spec 1 §2 Login: Register Now is hidden when hideRegistration is set; with ref=walk-in it
 * leads to the walk-in form; with agentRegister to the company's external agent address.
 */
export function RegisterLink({ walkIn }: { walkIn: boolean }) {
  const company = useCompany();
  if (company.hideRegistration) return null;

  let link: ReactNode;
  if (walkIn) {
    link = (
      <Anchor component={Link} to="/walk-in" fw={600}>
        Register Now
      </Anchor>
    );
  } else if (company.agentRegister && company.agentRegisterURL) {
    link = (
      <Anchor href={company.agentRegisterURL} rel="noopener" fw={600}>
        Register Now
      </Anchor>
    );
  } else {
    link = (
      <Anchor component={Link} to="/register" fw={600}>
        Register Now
      </Anchor>
    );
  }

  return (
    <Text ta="center" size="sm">
      Don't have an account? {link}
    </Text>
  );
}
