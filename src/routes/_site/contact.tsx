import { createFileRoute } from '@tanstack/react-router';
import { contactInfo } from '../../../content/contactInfo';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { ContactForm } from '../../flows/contact/ContactForm';
import { contactPage } from '../../i18n/en/contactPage';
import { InfoItem, PageHero } from './-sections';
import * as s from './-site.css';

const t = contactPage;

export const Route = createFileRoute('/_site/contact')({
  component: ContactPage,
});

function ContactPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  return (
    <>
      <PageHero id="contact-title" title={t.title} intro={t.intro} />
      <div className={s.section}>
        <div className={`${p.container} ${s.split}`}>
          <section aria-labelledby="contact-form">
            <h2 id="contact-form" className={s.h2}>
              {t.formTitle}
            </h2>
            <ContactForm />
          </section>
          <section className={s.panelBrand} aria-labelledby="contact-info">
            <h2 id="contact-info" className={s.h2}>
              {t.infoTitle}
            </h2>
            <ul className={s.infoList}>
              <InfoItem icon="address" iconSize={22} label={t.address}>
                {contactInfo.address}
                <br />
                {contactInfo.postal}
              </InfoItem>
              <InfoItem icon="phone" iconSize={22} label={t.phone}>
                <a className={s.link} href={contactInfo.phoneHref}>
                  {contactInfo.phone}
                </a>
              </InfoItem>
              <InfoItem icon="email" iconSize={22} label={t.email}>
                <a className={s.link} href={`mailto:${contactInfo.email}`}>
                  {contactInfo.email}
                </a>
              </InfoItem>
              <InfoItem icon="hours" iconSize={22} label={t.hours}>
                {contactInfo.officeHours}
              </InfoItem>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
