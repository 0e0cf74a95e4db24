import { isOn, type Banner } from '../../../lib/cms-areas';
import { toNumber } from '../../../lib/cms-rules';

/** What the banner form edits. */
export interface BannerValues {
  title: string;
  description: string;
  image: string;
  details: string;
  link: string;
  order: number | '';
  isActive: boolean;
}

/** What `POST`/`PUT /cms/banners` take. */
export interface BannerBody {
  title: string;
  description: string;
  image: string;
  details: string;
  link: string;
  order: number;
  isActive: boolean;
}

export const EMPTY_BANNER: BannerValues = {
  title: '',
  description: '',
  image: '',
  details: '',
  link: '',
  order: 0,
  isActive: true,
};

export function toBannerValues(banner: Banner): BannerValues {
  return {
    title: banner.title ?? '',
    description: banner.description ?? '',
    image: banner.image ?? '',
    details: banner.details ?? '',
    link: banner.link ?? '',
    order: typeof banner.order === 'number' ? banner.order : 0,
    isActive: isOn(banner.isActive),
  };
}

export function toBannerBody(values: BannerValues): BannerBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    image: values.image.trim(),
    details: values.details.trim(),
    link: values.link.trim(),
    order: toNumber(values.order),
    isActive: values.isActive,
  };
}
