import { CMS_LIMITS, type SaleKind } from 'contracts/limits';
import { featureList, isOn, type ServicePackage } from '../../../lib/cms-areas';
import { toNumber } from '../../../lib/cms-rules';

/** A package sold online lasts this many days unless told otherwise (docs/rules/payments.md). */
export const DEFAULT_DURATION_DAYS = CMS_LIMITS.durationDays.default;

/** What the package form edits. */
export interface PackageValues {
  name: string;
  speed: string;
  price: number | '';
  originalPrice: number | '';
  features: string[];
  category: string;
  isPopular: boolean;
  isActive: boolean;
  order: number | '';
  /**
   * Sold online: then a router and, by what it sells, one of its PPP profiles and a duration, or
   * one of its hotspot profiles (a voucher, docs/rules/hotspot.md).
   */
  soldOnline: boolean;
  routerId: string;
  saleKind: SaleKind;
  pppProfile: string;
  hotspotProfile: string;
  durationDays: number | '';
}

/** What `POST`/`PUT /cms/packages` take. */
export interface PackageBody {
  name: string;
  speed: string;
  price: number;
  originalPrice: number | null;
  features: string[];
  category: string;
  isPopular: boolean;
  isActive: boolean;
  order: number;
  routerId: string | null;
  pppProfile: string | null;
  durationDays: number;
  saleKind: SaleKind;
  hotspotProfile: string | null;
}

export const EMPTY_PACKAGE: PackageValues = {
  name: '',
  speed: '',
  price: '',
  originalPrice: '',
  features: [],
  category: '',
  isPopular: false,
  isActive: true,
  order: 0,
  soldOnline: false,
  routerId: '',
  saleKind: 'ppp',
  pppProfile: '',
  hotspotProfile: '',
  durationDays: DEFAULT_DURATION_DAYS,
};

function amount(value: number | string | null | undefined): number | '' {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? number : '';
}

export function toPackageValues(item: ServicePackage): PackageValues {
  const routerId =
    item.routerId === null || item.routerId === undefined ? '' : String(item.routerId);
  return {
    name: item.name ?? '',
    speed: item.speed ?? '',
    price: amount(item.price),
    originalPrice: amount(item.originalPrice),
    features: featureList(item.features),
    category: item.category ?? '',
    isPopular: isOn(item.isPopular),
    isActive: isOn(item.isActive),
    order: typeof item.order === 'number' ? item.order : 0,
    soldOnline: routerId !== '',
    routerId,
    saleKind: item.saleKind === 'voucher' ? 'voucher' : 'ppp',
    pppProfile: item.pppProfile ?? '',
    hotspotProfile: item.hotspotProfile ?? '',
    durationDays: item.durationDays ?? DEFAULT_DURATION_DAYS,
  };
}

export function toPackageBody(values: PackageValues): PackageBody {
  const online = values.soldOnline;
  const voucher = values.saleKind === 'voucher';
  return {
    name: values.name.trim(),
    speed: values.speed.trim(),
    price: toNumber(values.price),
    originalPrice: values.originalPrice === '' ? null : values.originalPrice,
    features: values.features,
    category: values.category,
    isPopular: values.isPopular,
    isActive: values.isActive,
    order: toNumber(values.order),
    routerId: online ? values.routerId : null,
    pppProfile: online && voucher === false ? values.pppProfile : null,
    // Kept whatever the switch says: it is the duration the next online sale starts from.
    durationDays: values.durationDays === '' ? DEFAULT_DURATION_DAYS : values.durationDays,
    saleKind: online ? values.saleKind : 'ppp',
    hotspotProfile: online && voucher ? values.hotspotProfile : null,
  };
}
