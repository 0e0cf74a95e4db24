import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, WifiLogo } from '../../brand';
import { LoginForm } from './login-form';

interface LoginPageProps {
  onBusyChange?: (busy: boolean) => void;
}

/** Login screen (docs/rules/session.md#login): logo, Username, masked Password, Login. */
export function LoginPage({ onBusyChange }: LoginPageProps) {
  return (
    <Flex
      as="main"
      minH="100dvh"
      direction="column"
      align="center"
      justify="center"
      px="4"
      py="10"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="gray.50"
    >
      <Box
        w="full"
        maxW="md"
        bg="white"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="gray.200"
        boxShadow="lg"
        p={{ base: '6', sm: '10' }}
      >
        <Stack gap="2" align="center" textAlign="center" mb="8">
          <WifiLogo size={64} />
          <Heading as="h1" size="2xl" color="gray.900" mt="3" letterSpacing="tight">
            {PRODUCT_NAME}
          </Heading>
          <Text color="gray.600">Sign in to manage your network</Text>
        </Stack>
        <LoginForm onBusyChange={onBusyChange} />
      </Box>
      <Link
        asChild
        mt="6"
        color="gray.700"
        fontSize="sm"
        display="inline-flex"
        alignItems="center"
        gap="1.5"
      >
        <RouterLink to="/">
          <FiArrowLeft aria-hidden />
          Back to home
        </RouterLink>
      </Link>
    </Flex>
  );
}
