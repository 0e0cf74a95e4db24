import { FiCheck } from 'react-icons/fi';
import type { ServicePackage } from 'contracts/landing';
import { formatPrice } from '../../../lib/format-price';
import { BuyButton } from '../../purchase';
import { Section } from './section';

export function PackagesSection({ packages }: { packages: ServicePackage[] }) {
  if (packages.length === 0) return null;
  return (
    <Section
      id="packages"
      title="Internet packages"
      intro="Pick the speed that fits your home or your business."
    >
      <ul className="lp-grid lp-grid-md-2 lp-grid-lg-3">
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
      </ul>
    </Section>
  );
}

function PackageCard({ pkg }: { pkg: ServicePackage }) {
  return (
    <li className={`lp-card lp-package ${pkg.isPopular ? 'lp-package-popular' : 'lp-card-shadow'}`}>
      <div className="lp-package-head">
        <div>
          <h3 className="lp-h3">{pkg.name}</h3>
          {pkg.speed ? <p className="lp-speed">{pkg.speed}</p> : null}
        </div>
        <div className="lp-badges">
          {pkg.isPopular ? <span className="lp-badge lp-badge-brand">Popular</span> : null}
          {pkg.category ? <span className="lp-badge lp-badge-gray">{pkg.category}</span> : null}
        </div>
      </div>
      <div>
        {pkg.originalPrice ? (
          <s className="lp-price-was">
            <span className="lp-sr-only">Normal price </span>
            {formatPrice(pkg.originalPrice)}
          </s>
        ) : null}
        <p className="lp-price">
          {pkg.originalPrice ? <span className="lp-sr-only">Now </span> : null}
          {formatPrice(pkg.price)}
        </p>
      </div>
      {pkg.features.length > 0 ? (
        <ul className="lp-checklist">
          {pkg.features.map((feature, index) => (
            <li key={`${index}-${feature}`}>
              <FiCheck aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <BuyButton pkg={pkg} />
    </li>
  );
}
