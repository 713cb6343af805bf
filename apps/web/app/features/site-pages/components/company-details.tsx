import { Anchor, Title } from '@mantine/core';
import { telHref } from '@penwise/contract';
import { useSiteInfo } from '~/lib/site-info';
import classes from './company-details.module.css';
import site from './site-page.module.css';

/** The operator's legal name, address and contact points, from the server's configuration. */
export function CompanyDetails() {
  const info = useSiteInfo();
  const rows = [
    { term: 'Company', value: info.companyName },
    { term: 'Address', value: info.companyAddress },
    { term: 'Support', value: <Anchor href={`mailto:${info.supportEmail}`}>{info.supportEmail}</Anchor> },
    { term: 'Sales', value: <Anchor href={`mailto:${info.salesEmail}`}>{info.salesEmail}</Anchor> },
    { term: 'Phone', value: <Anchor href={telHref(info.companyPhone)}>{info.companyPhone}</Anchor> },
  ];
  return (
    <section aria-labelledby="company-details" className={`${site.card} ${classes.card}`}>
      <Title order={2} id="company-details" className={site.sectionTitle} mb="md">
        Company details
      </Title>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.term} className={classes.row}>
            <dt className={site.muted}>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
