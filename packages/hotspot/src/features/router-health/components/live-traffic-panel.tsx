import type { Router } from '../../../api/types';
import { Card, HStack, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { LiveTrafficChart } from './live-traffic-chart';

/**
 * The Detailed View's live traffic: a small live chart per router watched. Each is one stream the
 * browser keeps open, so only a few at once (an HTTP/1.1 page has six connections per server).
 */
export function LiveTrafficPanel({ routers }: { routers: readonly Router[] }): ReactElement {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4" aria-label="Live traffic">
      {routers.map((router) => (
        <Card.Root
          key={router.id}
          size="sm"
          variant="outline"
          as="section"
          aria-label={`Live traffic of ${router.routerName}`}
        >
          <Card.Header>
            <HStack justify="space-between" gap="2">
              <Heading as="h3" size="sm" wordBreak="break-word">
                {router.routerName}
              </Heading>
              <Text asChild textStyle="xs" color="fg.muted">
                <Link to={`/app/routers/${encodeURIComponent(String(router.id))}`}>History</Link>
              </Text>
            </HStack>
          </Card.Header>
          <Card.Body minW="0">
            <LiveTrafficChart
              routerId={String(router.id)}
              routerName={router.routerName}
              trafficInterface={router.trafficInterface}
              height={140}
            />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export default LiveTrafficPanel;
