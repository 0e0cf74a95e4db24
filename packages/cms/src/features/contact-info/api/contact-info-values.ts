import { isOn, type ContactInfo } from '../../../lib/cms-areas';
import { toNumber } from '../../../lib/cms-rules';

/** What the contact info form edits. */
export interface ContactInfoValues {
  type: string;
  title: string;
  value: string;
  icon: string;
  order: number | '';
  isActive: boolean;
}

/** What `POST`/`PUT /cms/contact-info` take. */
export interface ContactInfoBody {
  type: string;
  title: string;
  value: string;
  icon: string;
  order: number;
  isActive: boolean;
}

export const EMPTY_CONTACT_INFO: ContactInfoValues = {
  type: '',
  title: '',
  value: '',
  icon: '',
  order: 0,
  isActive: true,
};

export function toContactInfoValues(info: ContactInfo): ContactInfoValues {
  return {
    type: info.type ?? '',
    title: info.title ?? '',
    value: info.value ?? '',
    icon: info.icon ?? '',
    order: typeof info.order === 'number' ? info.order : 0,
    isActive: isOn(info.isActive),
  };
}

export function toContactInfoBody(values: ContactInfoValues): ContactInfoBody {
  return {
    type: values.type,
    title: values.title.trim(),
    value: values.value.trim(),
    icon: values.icon.trim(),
    order: toNumber(values.order),
    isActive: values.isActive,
  };
}
