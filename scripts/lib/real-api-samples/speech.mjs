// Recordings of scripts/record-real-api-samples.mjs: a provider's speech credential and its Google custom voices.

/** Makes and removes them on the provider of recordIdentity. */
export async function recordSpeech(r, ctx, { tag }) {
  const { record } = r;
  // --- speech credentials and Google custom voices -------------------------------------------------------------
  ctx.speech = (
    await record(
      'POST_ServiceProviders_sid_SpeechCredentials_session',
      'POST',
      `/ServiceProviders/${ctx.sp}/SpeechCredentials`,
      {
        vendor: 'google',
        label: `rec${tag}`,
        use_for_tts: 1,
        use_for_stt: 1,
        service_key: JSON.stringify({
          type: 'service_account',
          client_email: 'recorder@switchboard-recorder.iam.gserviceaccount.com',
          private_key: '-----BEGIN PRIVATE KEY-----\nnot-a-key\n-----END PRIVATE KEY-----\n',
        }),
      },
    )
  ).sid;
  await record(
    'GET_ServiceProviders_sid_SpeechCredentials_sid',
    'GET',
    `/ServiceProviders/${ctx.sp}/SpeechCredentials/${ctx.speech}`,
  );
  await record(
    'PUT_ServiceProviders_sid_SpeechCredentials_sid',
    'PUT',
    `/ServiceProviders/${ctx.sp}/SpeechCredentials/${ctx.speech}`,
    { use_for_stt: 0 },
  );
  await record(
    'GET_speech_supportedLanguagesAndVoices_create_new',
    'GET',
    `/ServiceProviders/${ctx.sp}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=google&create_new=true`,
  );
  await record(
    'GET_GoogleCustomVoices_by_credential',
    'GET',
    `/GoogleCustomVoices?speech_credential_sid=${ctx.speech}`,
  );
  ctx.voice = (
    await record('POST_GoogleCustomVoices', 'POST', '/GoogleCustomVoices', {
      speech_credential_sid: ctx.speech,
      name: `recorded voice ${tag}`,
      reported_usage: 'REALTIME',
      model: 'projects/recorder/locations/us/models/voice',
    })
  ).sid;
  await record('PUT_GoogleCustomVoices_sid', 'PUT', `/GoogleCustomVoices/${ctx.voice}`, {
    name: `recorded voice ${tag} renamed`,
  });
  await record('DELETE_GoogleCustomVoices_sid', 'DELETE', `/GoogleCustomVoices/${ctx.voice}`);
  await record(
    'DELETE_ServiceProviders_sid_SpeechCredentials_sid',
    'DELETE',
    `/ServiceProviders/${ctx.sp}/SpeechCredentials/${ctx.speech}`,
  );
}
