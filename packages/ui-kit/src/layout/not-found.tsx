import { Code } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuCompass } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { PageMessage } from './page-message';

export interface NotFoundProps {
  /** Where the way back leads; the console's home by default. */
  homeHref?: string;
}

/** The page for a path no route matches, in the shell and inside a remote's own routes. */
export function NotFound({ homeHref = '/app' }: NotFoundProps): ReactElement {
  const { pathname } = useLocation();
  return (
    <PageMessage icon={<LuCompass />} title="Page not found" homeHref={homeHref}>
      Nothing lives at <Code wordBreak="break-all">{pathname}</Code>. The link may be old or
      mistyped.
    </PageMessage>
  );
}
