import { Box, Flex, Icon, SimpleGrid, Text } from '@chakra-ui/react';
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
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {contacts.map((contact) => {
          const TypeIcon = CONTACT_ICONS[contact.type];
          return (
            <Flex
              as="li"
              key={contact.id}
              gap="4"
              p="5"
              align="flex-start"
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="xl"
            >
              <Flex
                boxSize="10"
                flexShrink={0}
                align="center"
                justify="center"
                borderRadius="full"
                bg="brand.50"
                color="brand.700"
              >
                <Icon boxSize="5">
                  <TypeIcon />
                </Icon>
              </Flex>
              <Box minW="0">
                <Text fontWeight="semibold" color="gray.900">
                  {contact.title}
                </Text>
                {contact.href ? (
                  <ContentLink href={contact.href} color="brand.700" wordBreak="break-word">
                    {contact.value}
                  </ContentLink>
                ) : (
                  <Text color="gray.700" whiteSpace="pre-line" wordBreak="break-word">
                    {contact.value}
                  </Text>
                )}
              </Box>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
