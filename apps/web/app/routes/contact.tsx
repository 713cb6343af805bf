import type { MetaFunction } from 'react-router';
import { ContactScreen } from '../features/contact/components/contact-screen';
import { pageMeta } from '../lib/page-meta';

const title = 'Contact';
const description = 'Write to our team, or find our e-mail addresses, office and phone hours.';

export const meta: MetaFunction = () => pageMeta(title, description);

export default function ContactRoute() {
  return <ContactScreen />;
}
