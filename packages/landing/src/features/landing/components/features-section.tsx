import { FiShield, FiUsers, FiZap } from 'react-icons/fi';
import { Section } from './section';

const FEATURES = [
  {
    icon: FiShield,
    title: 'Secure Access Control',
    text: 'Give every customer their own PPP account and profile, and allow or block access in one click.',
  },
  {
    icon: FiZap,
    title: 'High Performance',
    text: 'Set rate limits per profile and watch live connections so that every router stays fast.',
  },
  {
    icon: FiUsers,
    title: 'User Management',
    text: 'Keep customers, staff and their roles in one place, with read-only access for those who only need to look.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Section
      id="features"
      title="Everything you need to run your network"
      intro="From the first hotspot to a small ISP: one place to see, control and tune your Wi-Fi."
    >
      <ul className="lp-grid lp-grid-md-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="lp-card lp-card-shadow lp-feature">
            <span className="lp-icon-tile">
              <feature.icon aria-hidden />
            </span>
            <h3 className="lp-h3">{feature.title}</h3>
            <p className="lp-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
