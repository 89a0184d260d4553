import { PROFILE_TOASTS } from '@cleardocket/domain/identity/messages';
import { OkSchema } from '@cleardocket/domain/wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { OPTIONS } from './profile-api';

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (phoneNumber: string) => api.post('/api/identity/phone/send-code', OkSchema, { phoneNumber }, OPTIONS),
    onError: (error) =>
      toast({ title: PROFILE_TOASTS.sendCodeFailed, description: error.message, variant: 'destructive' }),
  });
