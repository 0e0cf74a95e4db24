import type { IconType } from 'react-icons';
import { FaWhatsapp } from 'react-icons/fa6';
import { FiClock, FiMail, FiMapPin, FiPhone, FiShare2 } from 'react-icons/fi';
import type { ContactItem, ContactType } from 'contracts/landing';
import { ContentLink } from './content-link';
import { Section } from './section';

const CONTACT_ICONS: Record<ContactType, IconType> = {
  phone: FiPhone,
  email: FiMail,
  address: FiMapPin,
  hours: FiClock,
  whatsapp: FaWhatsapp,
  social: FiShare2,
};

export function ContactSection({ contacts }: { contacts: ContactItem[] }) {
  if (contacts.length === 0) return null;
  return (
    <Section
      id="contact"
      title="Contact us"
      intro="Questions about a package or your connection? We are here to help."
    >
      <ul className="lp-grid lp-gap-4 lp-grid-sm-2 lp-grid-lg-3">
        {contacts.map((contact) => {
          const TypeIcon = CONTACT_ICONS[contact.type];
          return (
            <li key={contact.id} className="lp-card lp-contact">
              <span className="lp-contact-icon">
                <TypeIcon aria-hidden />
              </span>
              <div className="lp-contact-body">
                <p className="lp-contact-title">{contact.title}</p>
                {contact.href ? (
                  <ContentLink href={contact.href} className="lp-contact-link">
                    {contact.value}
                  </ContentLink>
                ) : (
                  <p className="lp-body lp-pre-line">{contact.value}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
