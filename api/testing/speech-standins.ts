// The speech vendors' stand-ins (local servers speaking each vendor's protocol, as the vendors' test modes do),
// for component tests: a credential pointed at them is tested by the API in memory for real (the loopback requests
// pass MSW, see setupContractApi). The stand-ins themselves are the API tests' (api/test/speech-standins.ts).
export { STANDIN_TRANSCRIPT, startSpeechStandins, type SpeechStandins } from '../test/speech-standins';
