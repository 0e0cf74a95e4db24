import { Alert, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { getErrorMessage } from 'shared-auth';
import { NumberField, SelectField, SwitchField, useFormikContext } from 'ui-kit/form';
import { usePppProfileChoices, useRouterChoices } from '../api/online-sale';
import type { PackageValues } from '../api/package-values';

const SALE_KIND_OPTIONS = [
  { value: 'ppp', label: 'PPP account' },
  // Its validity is the hotspot profile's (User Profiles), counted from the first login.
  { value: 'voucher', label: 'Hotspot voucher' },
];

/**
 * "Sold online" (docs/rules/payments.md): a package with a router, a PPP profile on that router and
 * a duration gets a Buy button on the landing page. Routers come from the dashboard's list, profiles
 * live from the chosen router.
 */
export function OnlineSaleFields({ readOnly }: { readOnly: boolean }): ReactElement {
  const { values, setFieldValue } = useFormikContext<PackageValues>();
  const online = values.soldOnline;
  const routers = useRouterChoices(online);
  const routerId = online && values.routerId !== '' ? values.routerId : null;
  const voucher = values.saleKind === 'voucher';
  const profileField = voucher ? 'hotspotProfile' : 'pppProfile';
  const chosenProfile = voucher ? values.hotspotProfile : values.pppProfile;
  const profiles = usePppProfileChoices(routerId, values.saleKind);
  const lastRouter = useRef(values.routerId);

  // Another router has other profiles: the chosen one no longer applies.
  useEffect(() => {
    if (lastRouter.current === values.routerId) return;
    lastRouter.current = values.routerId;
    void setFieldValue('pppProfile', '');
    void setFieldValue('hotspotProfile', '');
  }, [values.routerId, setFieldValue]);

  const routerOptions = (routers.data ?? []).map((router) => ({
    value: String(router.id),
    label: router.isOnline === false ? `${router.routerName} (offline)` : router.routerName,
  }));
  // A stored choice stays visible even when the list does not have it (router deleted, offline).
  if (values.routerId && !routerOptions.some((option) => option.value === values.routerId)) {
    routerOptions.push({ value: values.routerId, label: `Router ${values.routerId}` });
  }
  const profileOptions = (profiles.data ?? []).map((profile) => ({
    value: profile.name,
    label: profile.rateLimit ? `${profile.name} (${profile.rateLimit})` : profile.name,
  }));
  if (chosenProfile && !profileOptions.some((option) => option.value === chosenProfile)) {
    profileOptions.push({ value: chosenProfile, label: chosenProfile });
  }

  return (
    <Stack gap="4" borderWidth="1px" borderColor="border" rounded="md" p="4">
      <SwitchField
        name="soldOnline"
        label="Sold online"
        readOnly={readOnly}
        helperText="Visitors can buy it on the landing page; the router gets their PPP account or hotspot voucher."
      />
      {online ? (
        <>
          <SelectField
            name="saleKind"
            label="Sells"
            required
            readOnly={readOnly}
            disabled={readOnly}
            options={SALE_KIND_OPTIONS}
          />
          <SelectField
            name="routerId"
            label="Router"
            required
            readOnly={readOnly}
            disabled={readOnly}
            placeholder={routers.isPending ? 'Loading routers…' : 'Choose a router'}
            options={routerOptions}
          />
          {routers.isError ? (
            <Text textStyle="sm" color="fg.error" role="alert">
              {getErrorMessage(routers.error, 'Failed to fetch routers')}
            </Text>
          ) : null}
          <SelectField
            key={profileField}
            name={profileField}
            label={voucher ? 'Hotspot profile' : 'PPP profile'}
            required
            readOnly={readOnly}
            disabled={readOnly || routerId === null}
            placeholder={
              routerId === null
                ? 'Choose a router first'
                : profiles.isPending
                  ? 'Loading profiles…'
                  : 'Choose a profile'
            }
            options={profileOptions}
          />
          {profiles.isError ? (
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>
                {getErrorMessage(
                  profiles.error,
                  voucher ? 'Failed to fetch hotspot data' : 'Failed to fetch PPP data',
                )}
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {voucher ? null : (
            <NumberField
              name="durationDays"
              label="Duration (days)"
              required
              min={1}
              step={1}
              readOnly={readOnly}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}
