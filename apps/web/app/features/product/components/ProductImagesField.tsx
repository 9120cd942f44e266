import { ActionIcon, Badge, Box, Button, FileButton, Group, Input, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@tradelink/shared/media/images';
import { MAX_PRODUCT_IMAGES } from '@tradelink/shared/product/product';
import { UploadStatus, useUploadQueue } from '~/components/forms/use-upload-queue.tsx';
import { ProductImage } from '~/components/media/ProductImage.tsx';

interface Props {
  label: string;
  /** Stored image keys in display order; the first is the cover. */
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string;
  required?: boolean;
  /** A photo is on its way: the form drops its "add at least one image" error at once, not when the upload ends. */
  onUploadStart?: () => void;
}

function move(keys: string[], from: number, to: number): string[] {
  const next = [...keys];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Product photos: uploaded one by one with progress (the server checks, cleans and resizes them),
 * then reordered with the arrow buttons — keyboard and touch friendly, unlike drag and drop. The
 * first photo is the cover buyers see in search.
 */
export function ProductImagesField({ label, value, onChange, error, required, onUploadStart }: Props) {
  const { t } = useTranslation('products');
  const { t: te } = useTranslation('errors');
  const { uploads, problem, setProblem, upload } = useUploadQueue('media.upload_image');

  const add = async (files: File[]) => {
    setProblem(null);
    let current = value;
    for (const file of files) {
      if (current.length + 1 > MAX_PRODUCT_IMAGES) {
        setProblem(te('validation.too_many_images'));
        break;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        setProblem(`${file.name}: ${t('form.imageTooLarge')}`);
        continue;
      }
      onUploadStart?.();
      const saved = await upload(file);
      if (!saved) continue;
      // The same photo twice is one image (keys are content hashes).
      if (!current.includes(saved.key)) current = [...current, saved.key];
      onChange(current);
    }
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Input.Label required={required}>{label}</Input.Label>
          <Input.Description>{t('form.imagesHint', { max: MAX_PRODUCT_IMAGES })}</Input.Description>
        </div>
        <FileButton onChange={(files) => void add(files)} accept={IMAGE_ACCEPT} multiple>
          {(props) => (
            // Never squeezed on a phone (a long label such as "Thêm ảnh" was cut off): the hint beside it wraps.
            <Button variant="default" size="xs" style={{ flexShrink: 0 }} {...props} disabled={value.length >= MAX_PRODUCT_IMAGES}>
              {t('form.addImages')}
            </Button>
          )}
        </FileButton>
      </Group>
      {value.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {value.map((key, index) => (
            <Box key={key} pos="relative">
              <ProductImage imageKey={key} size="thumb" alt={t('form.imageAlt', { n: index + 1 })} radius={6} />
              {index === 0 && (
                <Badge size="xs" pos="absolute" top={4} left={4}>
                  {t('form.cover')}
                </Badge>
              )}
              <Group gap={2} justify="center" mt={4} wrap="nowrap">
                <ActionIcon size="sm" variant="default" aria-label={t('form.moveEarlier', { n: index + 1 })} disabled={index === 0} onClick={() => onChange(move(value, index, index - 1))}>
                  ‹
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="default"
                  aria-label={t('form.moveLater', { n: index + 1 })}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                >
                  ›
                </ActionIcon>
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('form.removeImage', { n: index + 1 })} onClick={() => onChange(value.filter((k) => k !== key))}>
                  ×
                </ActionIcon>
              </Group>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <UploadStatus uploads={uploads} uploadingLabel={(name) => t('form.uploading', { name })} message={problem ?? error} />
    </Stack>
  );
}
