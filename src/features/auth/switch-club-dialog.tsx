import { useTranslation } from 'react-i18next';
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WriteButton } from '../../components/write-button';
import { useSession } from '../../lib/session/session-store';
import { switchClub } from './session-actions';

/** Lists the user's clubs: the current one 'Active', the others a Switch button (spec 3 §2). */
export function SwitchClubDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<number | null>(null);
  if (!session) return null;

  const onSwitch = async (clubId: number) => {
    setSwitching(clubId);
    const switched = await switchClub(clubId);
    setSwitching(null);
    if (switched) {
      onClose();
      // Lands on the landing section of the new club (the dashboard once it exists).
      navigate('/', { replace: true });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('auth:switchClub')} centered>
      <Stack gap="xs">
        {session.userClubs.map((club) => (
          <Group key={club.clubId} justify="space-between" wrap="nowrap" py={4}>
            <Text fw={club.clubId === session.clubId ? 600 : 400}>{club.clubName}</Text>
            {club.clubId === session.clubId ? (
              <Badge color="green" variant="light">
                {t('auth:active')}
              </Badge>
            ) : (
              <WriteButton
                size="xs"
                variant="light"
                loading={switching === club.clubId}
                disabled={switching !== null}
                onClick={() => void onSwitch(club.clubId)}
              >
                {t('auth:switch')}
              </WriteButton>
            )}
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
