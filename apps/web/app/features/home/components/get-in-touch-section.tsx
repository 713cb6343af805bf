import { Button, Container, Title } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { useSiteInfo } from '~/lib/site-info';
import classes from './get-in-touch.module.css';
import home from './home.module.css';

/**
 * The get-in-touch block. Links to both /#contact and /#get-in-touch land here: the
 * section is 'contact' and its heading 'get-in-touch', so each id exists once.
 */
export function GetInTouchSection() {
  const { supportEmail } = useSiteInfo();
  return (
    <section id="contact" className={`${home.section} ${home.sectionAlt}`} aria-labelledby="get-in-touch">
      <Container size="lg">
        <div className={classes.banner}>
          <div className={classes.copy}>
            <Title order={2} id="get-in-touch" className={classes.title}>
              Get in touch
            </Title>
            <p className={classes.text}>
              Questions about plans, self-hosting or a partnership? Send us a message and our team will get
              back to you.
            </p>
          </div>
          <div className={classes.actions}>
            <Button
              component={Link}
              to={paths.contact}
              size="lg"
              className={classes.primary}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Contact us
            </Button>
            <a className={classes.mail} href={`mailto:${supportEmail}`}>
              <IconMail size={18} aria-hidden />
              {supportEmail}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
