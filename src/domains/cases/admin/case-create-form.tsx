import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { emptyCaseForm } from '../api/case-form-schema';
import { useSaveCase, type SavedCase } from '../api/save-case';
import { CaseForm } from './case-form';

/** Case create: saves the case and its niches (as a draft, published or scheduled), then goes to its edit page. */
export function CaseCreateForm() {
  const navigate = useNavigate();
  const [defaults] = useState(() => emptyCaseForm());
  const saveCase = useSaveCase();

  const onSaved = ({ row }: SavedCase, message: string) => {
    toast.success(message);
    navigate(`/admin/cases/edit/${row.id}`);
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
