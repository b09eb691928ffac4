import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import type { Toast } from '@/content/types';
import { showToast } from '@/lib/toast';
import { countTraffic } from '@/lib/traffic-beacon';

import { isLeadSubmitError, newSubmissionId, useInsertLead } from '../api/insert-lead';
import {
  emptyLeadForm,
  type raioXLeadFormSchema,
  type LeadFormInput,
  type LeadFormValues,
  type LeadSubmission,
} from '../api/lead-schema';

export interface LeadFormOptions {
  schema: typeof raioXLeadFormSchema;
  /** Turns the validated values into the mutation's input (origin, tracking). */
  toSubmission: (values: LeadFormValues) => LeadSubmission;
  toasts: {
    success: Toast;
    /** The API answered with an error, or never answered. */
    error: Toast;
    /** Anything else that went wrong (Raio-X form's 'Erro inesperado'). */
    unexpected: Toast;
  };
  /** Prefix of the console log on failure. */
  logLabel: string;
  /** The form's name in the site's traffic ('Tráfego'): started, sent and refused are counted. */
  trafficName: 'raio-x' | 'salto';
}

/** The submission id of the current attempt: the same while the typed values stay the same. */
function submissionAttempts() {
  let attempt: { values: string; submissionId: string } | undefined;
  return {
    idFor(values: LeadFormValues): string {
      const typed = JSON.stringify(values);
      if (attempt?.values !== typed) attempt = { values: typed, submissionId: newSubmissionId() };
      return attempt.submissionId;
    },
    /** The lead is stored: the next submit is a new lead. */
    end() {
      attempt = undefined;
    },
  };
}

/**
 * Form state and submit flow shared by both lead forms: idle → submitting (button
 * disabled) → success (cleared, success toast) or error (values kept, destructive toast, log).
 * Sending the same values again after an error reuses the attempt's submission id, so a lead
 * that was stored although its answer was lost is not stored twice.
 */
export function useLeadForm({ schema, toSubmission, toasts, logLabel, trafficName }: LeadFormOptions) {
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyLeadForm,
    shouldFocusError: true,
  });
  const insertLead = useInsertLead();
  const [serverMessage, setServerMessage] = useState<string>();
  const inFlight = useRef(false);
  const [attempts] = useState(submissionAttempts);

  const submit = form.handleSubmit(
    async (values) => {
      setServerMessage(undefined);
      // Counted once the answer is known: never a field's value, only which form and how it went.
      try {
        await insertLead.mutateAsync({
          submission: toSubmission(values),
          submissionId: attempts.idFor(values),
        });
      } catch (error) {
        console.error(`${logLabel}:`, error);
        countTraffic('form_refused', trafficName);
        if (!isLeadSubmitError(error)) {
          void showToast('error', toasts.unexpected);
          return;
        }
        if (error.field) {
          form.setError(error.field, { type: 'server', message: error.userMessage }, { shouldFocus: true });
        }
        // Burst limit or a refused value: say why, in the toast and next to the button.
        const reason =
          error.kind === 'rate-limited' || error.kind === 'invalid' ? error.userMessage : undefined;
        setServerMessage(reason);
        void showToast('error', reason ? { title: toasts.error.title, description: reason } : toasts.error);
        return;
      }
      attempts.end();
      countTraffic('form_sent', trafficName);
      form.reset(emptyLeadForm);
      void showToast('success', toasts.success);
    },
    () => countTraffic('form_refused', trafficName),
  );

  // One submission at a time (the button is disabled, but Enter in a field must not resend).
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };

  // The first thing typed counts the form as started (what was typed before the app ran reaches
  // React as input too: scripts/build/app-starter.js).
  const started = useRef(false);
  const onInput = () => {
    if (started.current) return;
    started.current = true;
    countTraffic('form_start', trafficName);
  };

  const submitting = form.formState.isSubmitting || insertLead.isPending;
  return { form, onSubmit, onInput, submitting, serverMessage };
}
