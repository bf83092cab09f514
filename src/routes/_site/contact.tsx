import { createFileRoute } from '@tanstack/react-router';
import { contactInfo } from '../../../content/contactInfo';
import { Icon } from '../../components/Icon';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { ContactForm } from '../../flows/contact/ContactForm';
import { copy } from '../../i18n';
import * as s from './-site.css';

const t = copy.publicSite.contact;

export const Route = createFileRoute('/_site/contact')({
  component: ContactPage,
});

function ContactPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  return (
    <>
      <section className={s.hero} aria-labelledby="contact-title">
        <div className={p.container}>
          <p className={s.heroEyebrow}>{copy.common.siteName}</p>
          <h1 id="contact-title" className={s.heroTitle}>
            {t.title}
          </h1>
          <p className={s.heroText}>{t.intro}</p>
        </div>
      </section>
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
              <li className={s.infoItem}>
                <Icon name="address" size={22} />
                <span>
                  <span className={s.infoLabel}>{t.address}</span>
                  {contactInfo.address}
                  <br />
                  {contactInfo.postal}
                </span>
              </li>
              <li className={s.infoItem}>
                <Icon name="phone" size={22} />
                <span>
                  <span className={s.infoLabel}>{t.phone}</span>
                  <a className={s.link} href={contactInfo.phoneHref}>
                    {contactInfo.phone}
                  </a>
                </span>
              </li>
              <li className={s.infoItem}>
                <Icon name="email" size={22} />
                <span>
                  <span className={s.infoLabel}>{t.email}</span>
                  <a className={s.link} href={`mailto:${contactInfo.email}`}>
                    {contactInfo.email}
                  </a>
                </span>
              </li>
              <li className={s.infoItem}>
                <Icon name="hours" size={22} />
                <span>
                  <span className={s.infoLabel}>{t.hours}</span>
                  {contactInfo.officeHours}
                </span>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
