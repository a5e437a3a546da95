import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { roomForm, roomTypeForm, type OwnerRoomType } from '@tablestay/core/owner/stays/schema';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { useI18n } from '../../i18n';
import { trpc } from '../../trpc';
import { reportError } from '../../components/report-error';
import { toast } from '../shared/toast';
import { useFormField } from '../../components/form-field';

type TypeIn = z.input<typeof roomTypeForm>;
type TypeOut = z.output<typeof roomTypeForm>;
type RoomIn = z.input<typeof roomForm>;
type RoomOut = z.output<typeof roomForm>;

function ActiveBox(props: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const { label, ...rest } = props;
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-5" {...rest} />
      {label}
    </label>
  );
}

/**
 * Saves through `save`, then the toast, a refresh of the owner's stays data and `onDone`; a server
 * error about one of `fields` goes back on that field.
 */
function useSave<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  fields: readonly Path<In>[],
  save: (values: Out) => Promise<unknown>,
  saved: string,
  onDone: () => void,
) {
  const { t, tm } = useI18n();
  const queryClient = useQueryClient();
  return form.handleSubmit(async (v) => {
    try {
      await save(v);
      toast.success(saved);
      await queryClient.invalidateQueries({ queryKey: trpc.ownerStays.pathKey() });
      onDone();
    } catch (err) {
      reportError(err, tm, t('common.error'), (field, message) => {
        if (!(fields as readonly string[]).includes(field)) return false;
        form.setError(field as Path<In>, { message });
        return true;
      });
    }
  });
}

/** A room or room type form: its fields, the Active box, Save and Cancel. */
function RoomFormShell({
  label,
  onSubmit,
  active,
  pending,
  onCancel,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  active: UseFormRegisterReturn;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-xl border border-border p-3" aria-label={label}>
      {children}
      <ActiveBox label={t('ownerStays.roomTypes.isActive')} {...active} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {t('ownerStays.form.save')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('ownerStays.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Add (no `editing`) or edit a room type: SPEC §5 name ≤ 50, capacity 1–20, price ≥ 0 in cents. */
export function RoomTypeForm({ venueId, editing, onDone }: { venueId: string; editing?: OwnerRoomType; onDone: () => void }) {
  const { t } = useI18n();
  const form = useForm<TypeIn, unknown, TypeOut>({
    resolver: zodResolver(roomTypeForm),
    defaultValues: editing
      ? { name: editing.name, nameSl: editing.nameSl ?? '', capacity: editing.capacity, basePriceEur: editing.basePriceEur, active: editing.active }
      : { name: '', nameSl: '', capacity: 2, basePriceEur: 0, active: true },
  });
  const add = useMutation(trpc.ownerStays.addRoomType.mutationOptions());
  const edit = useMutation(trpc.ownerStays.editRoomType.mutationOptions());
  const field = useFormField(form);
  const onSubmit = useSave(
    form,
    ['name', 'nameSl', 'capacity', 'basePriceEur'],
    (v) => (editing ? edit.mutateAsync({ venueId, id: editing.id, ...v }) : add.mutateAsync({ venueId, ...v })),
    editing ? t('ownerStays.saved') : t('ownerStays.roomTypes.added'),
    onDone,
  );
  return (
    <RoomFormShell
      label={editing ? t('ownerStays.roomTypes.edit') : t('ownerStays.roomTypes.add')}
      onSubmit={onSubmit}
      active={form.register('active')}
      pending={add.isPending || edit.isPending}
      onCancel={onDone}
    >
      <Field label={t('ownerStays.roomTypes.name')} maxLength={50} {...field('name')} />
      <Field label={t('ownerStays.roomTypes.nameSl')} hint={t('ownerStays.roomTypes.nameSlHint')} maxLength={50} {...field('nameSl')} />
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('ownerStays.roomTypes.capacity')} type="number" inputMode="numeric" min={1} max={20} {...field('capacity')} />
        <Field label={t('ownerStays.roomTypes.price')} type="number" inputMode="decimal" min={0} step={0.01} {...field('basePriceEur')} />
      </div>
    </RoomFormShell>
  );
}

/** Add or edit a room: SPEC §5 code required ≤ 20, unique per property; one of the property's types. */
export function RoomForm({
  venueId,
  roomTypes,
  editing,
  defaultTypeId,
  onDone,
}: {
  venueId: string;
  roomTypes: OwnerRoomType[];
  editing?: OwnerRoomType['rooms'][number];
  defaultTypeId?: string;
  onDone: () => void;
}) {
  const { t, tr } = useI18n();
  const form = useForm<RoomIn, unknown, RoomOut>({
    resolver: zodResolver(roomForm),
    defaultValues: editing
      ? { code: editing.code, roomTypeId: editing.roomTypeId, active: editing.active }
      : { code: '', roomTypeId: defaultTypeId ?? roomTypes[0]?.id ?? '', active: true },
  });
  const add = useMutation(trpc.ownerStays.addRoom.mutationOptions());
  const edit = useMutation(trpc.ownerStays.editRoom.mutationOptions());
  const field = useFormField(form);
  const onSubmit = useSave(
    form,
    ['code', 'roomTypeId'],
    (v) => (editing ? edit.mutateAsync({ venueId, id: editing.id, ...v }) : add.mutateAsync({ venueId, ...v })),
    editing ? t('ownerStays.saved') : t('ownerStays.rooms.added'),
    onDone,
  );
  return (
    <RoomFormShell
      label={editing ? t('ownerStays.roomTypes.edit') : t('ownerStays.rooms.add')}
      onSubmit={onSubmit}
      active={form.register('active')}
      pending={add.isPending || edit.isPending}
      onCancel={onDone}
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('ownerStays.rooms.code')} maxLength={20} {...field('code')} />
        <SelectField label={t('ownerStays.rooms.type')} {...field('roomTypeId')}>
          {roomTypes.map((rt) => (
            <option key={rt.id} value={rt.id}>
              {tr({ name: rt.name, name_sl: rt.nameSl })}
            </option>
          ))}
        </SelectField>
      </div>
    </RoomFormShell>
  );
}
