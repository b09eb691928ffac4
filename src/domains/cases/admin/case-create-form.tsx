import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { emptyCaseForm } from '../api/case-form-schema';
import { useSaveCase, type SavedCase } from '../api/save-case';
import { CaseForm } from './case-form';

/** Case create: insert (as a draft, published or scheduled), link the niches, then back to the list. */
export function CaseCreateForm() {
  const navigate = useNavigate();
  const [defaults] = useState(() => emptyCaseForm());
  const saveCase = useSaveCase();

  const onSaved = (created: SavedCase, message: string) => {
    toast.success(message);
    if (created.nichesFailed) {
      // The case exists: fix its niches on the edit page rather than creating it twice.
      toast.error('Erro', { description: 'Erro ao salvar nichos' });
      navigate(`/admin/cases/edit/${created.id}`);
      return;
    }
    navigate('/admin/cases');
  };

  return (
    <CaseForm
      mode="create"
      defaultValues={defaults}
      saved={null}
      onSave={(values) => saveCase.mutateAsync({ values })}
      onSaved={onSaved}
    />
  );
}
