import { type CardInput, CardInputSchema, type ConsoleCard } from '@portico/contract/review-decks';
import { FormButtons } from '../resource/form-buttons';
import { ConsoleForm, TextareaField, TextField, useConsoleForm } from '../resource/form-fields';

interface Props {
  card?: ConsoleCard;
  pending: boolean;
  onSubmit: (body: CardInput) => void;
  onCancel: () => void;
}

/** A review card: its front (the word or prompt), back (the meaning), example, explanation, recording. */
export function ReviewCardForm({ card, pending, onSubmit, onCancel }: Props) {
  const form = useConsoleForm(CardInputSchema, {
    front: card?.front ?? '',
    back: card?.back ?? '',
    example: card?.example ?? '',
    explanation: card?.explanation ?? '',
    audioUrl: card?.audioUrl ?? '',
  });
  return (
    <ConsoleForm form={form} onSubmit={onSubmit}>
      <TextField name="front" label="Front (word or prompt)" maxLength={500} required />
      <TextareaField
        name="back"
        label="Back (meaning or answer)"
        maxLength={2000}
        required
        autosize
        minRows={2}
      />
      <TextareaField name="example" label="Example sentence" maxLength={1000} autosize minRows={1} />
      <TextareaField name="explanation" label="Explanation" maxLength={2000} autosize minRows={1} />
      <TextField name="audioUrl" label="Recording address (optional)" maxLength={1000} />
      <FormButtons pending={pending} label={card ? 'Save card' : 'Add card'} onCancel={onCancel} end />
    </ConsoleForm>
  );
}
