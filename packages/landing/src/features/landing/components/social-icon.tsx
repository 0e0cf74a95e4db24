import type { IconType } from 'react-icons';
import {
  FaFacebook,
  FaInstagram,
  FaLinkedin,
  FaTiktok,
  FaWhatsapp,
  FaXTwitter,
  FaYoutube,
} from 'react-icons/fa6';
import { FiGlobe } from 'react-icons/fi';

const BY_PLATFORM: Array<[RegExp, IconType]> = [
  [/facebook|^fb$/i, FaFacebook],
  [/instagram|^ig$/i, FaInstagram],
  [/twitter|^x$/i, FaXTwitter],
  [/youtube/i, FaYoutube],
  [/tiktok/i, FaTiktok],
  [/linkedin/i, FaLinkedin],
  [/whatsapp|^wa$/i, FaWhatsapp],
];

/** The brand icon for a social platform name as typed in the CMS; a globe when unknown. */
export function socialIcon(platform: string): IconType {
  return BY_PLATFORM.find(([pattern]) => pattern.test(platform.trim()))?.[1] ?? FiGlobe;
}
