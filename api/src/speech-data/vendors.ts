// Static language and voice lists per speech vendor (what the real server answers when it has no live list).
import { GOOGLE_STT, GOOGLE_TTS } from './google';
import { lang, locales, voices, type LanguageRow, type VendorLists } from './format';

// Amazon Polly voices (standard and neural) and Amazon Transcribe languages.
const AWS_TTS: LanguageRow[] = [
  lang('arb', voices('Zeina:F')),
  lang('ar-AE', voices('Hala:F Zayd:M')),
  lang('ca-ES', voices('Arlet:F')),
  lang('cmn-CN', voices('Zhiyu:F')),
  lang('cy-GB', voices('Gwyneth:F')),
  lang('da-DK', voices('Naja:F Mads:M Sofie:F')),
  lang('de-AT', voices('Hannah:F')),
  lang('de-DE', voices('Marlene:F Vicki:F Hans:M Daniel:M')),
  lang('en-AU', voices('Nicole:F Olivia:F Russell:M')),
  lang('en-GB', voices('Amy:F Emma:F Brian:M Arthur:M')),
  lang('en-GB-WLS', voices('Geraint:M')),
  lang('en-IE', voices('Niamh:F')),
  lang('en-IN', voices('Aditi:F Raveena:F Kajal:F')),
  lang('en-NZ', voices('Aria:F')),
  lang('en-ZA', voices('Ayanda:F')),
  lang(
    'en-US',
    voices(
      'Danielle:F Gregory:M Ivy:F Joanna:F Joey:M Justin:M Kendra:F Kevin:M Kimberly:F Matthew:M Ruth:F Salli:F Stephen:M',
    ),
  ),
  lang('es-ES', voices('Conchita:F Lucia:F Enrique:M Sergio:M')),
  lang('es-MX', voices('Mia:F Andrés:M')),
  lang('es-US', voices('Lupe:F Penélope:F Miguel:M Pedro:M')),
  lang('fi-FI', voices('Suvi:F')),
  lang('fr-CA', voices('Chantal:F Gabrielle:F Liam:M')),
  lang('fr-FR', voices('Céline:F Léa:F Mathieu:M Rémi:M')),
  lang('hi-IN', voices('Aditi:F Kajal:F')),
  lang('is-IS', voices('Dóra:F Karl:M')),
  lang('it-IT', voices('Carla:F Bianca:F Giorgio:M Adriano:M')),
  lang('ja-JP', voices('Mizuki:F Takumi:M Kazuha:F Tomoko:F')),
  lang('ko-KR', voices('Seoyeon:F')),
  lang('nb-NO', voices('Liv:F Ida:F')),
  lang('nl-NL', voices('Lotte:F Ruben:M Laura:F')),
  lang('pl-PL', voices('Ewa:F Maja:F Jacek:M Jan:M Ola:F')),
  lang('pt-BR', voices('Camila:F Vitória:F Ricardo:M Thiago:M')),
  lang('pt-PT', voices('Inês:F Cristiano:M')),
  lang('ro-RO', voices('Carmen:F')),
  lang('ru-RU', voices('Tatyana:F Maxim:M')),
  lang('sv-SE', voices('Astrid:F Elin:F')),
  lang('tr-TR', voices('Filiz:F Burcu:F')),
  lang('yue-CN', voices('Hiujin:F')),
];
const AWS_STT = locales(
  'af-ZA ar-AE ar-SA zh-CN zh-TW da-DK nl-NL en-AU en-GB en-IN en-IE en-NZ en-ZA en-US fa-IR fr-FR fr-CA de-DE de-CH he-IL hi-IN id-ID it-IT ja-JP ko-KR ms-MY pt-PT pt-BR ru-RU es-ES es-US sv-SE ta-IN te-IN th-TH tr-TR vi-VN',
);

// Azure neural voices (a representative set per locale) and Azure speech-to-text locales.
const ms = (code: string, spec: string): LanguageRow =>
  lang(
    code,
    voices(spec, `${code}-`, 'Neural').map(([v, n]) => [v, n]),
  );
const MICROSOFT_TTS: LanguageRow[] = [
  ms('ar-EG', 'Salma:F Shakir:M'),
  ms('ar-SA', 'Zariyah:F Hamed:M'),
  ms('ca-ES', 'Joana:F Enric:M Alba:F'),
  ms('cs-CZ', 'Vlasta:F Antonin:M'),
  ms('da-DK', 'Christel:F Jeppe:M'),
  ms('de-AT', 'Ingrid:F Jonas:M'),
  ms('de-CH', 'Leni:F Jan:M'),
  ms(
    'de-DE',
    'Katja:F Conrad:M Amala:F Bernd:M Christoph:M Elke:F Gisela:F Kasper:M Killian:M Klarissa:F Klaus:M Louisa:F Maja:F Ralf:M Tanja:F',
  ),
  ms('el-GR', 'Athina:F Nestoras:M'),
  ms(
    'en-AU',
    'Natasha:F William:M Annette:F Carly:F Darren:M Duncan:M Elsie:F Freya:F Joanne:F Ken:M Kim:F Neil:M Tim:M Tina:F',
  ),
  ms('en-CA', 'Clara:F Liam:M'),
  ms(
    'en-GB',
    'Sonia:F Ryan:M Libby:F Abbi:F Alfie:M Bella:F Elliot:M Ethan:M Hollie:F Maisie:F Noah:M Oliver:M Olivia:F Thomas:M',
  ),
  ms('en-IE', 'Emily:F Connor:M'),
  ms('en-IN', 'Neerja:F Prabhat:M'),
  ms('en-NZ', 'Molly:F Mitchell:M'),
  ms(
    'en-US',
    'Jenny:F Guy:M Aria:F Davis:M Amber:F Ana:F Andrew:M Ashley:F Brandon:M Brian:M Christopher:M Cora:F Elizabeth:F Emma:F Eric:M Jacob:M Jane:F Jason:M Michelle:F Monica:F Nancy:F Roger:M Sara:F Steffan:M Tony:M',
  ),
  ms('en-ZA', 'Leah:F Luke:M'),
  ms('es-AR', 'Elena:F Tomas:M'),
  ms('es-CO', 'Salome:F Gonzalo:M'),
  ms(
    'es-ES',
    'Elvira:F Alvaro:M Abril:F Arnau:M Dario:M Elias:M Estrella:F Irene:F Laia:F Lia:F Nil:M Saul:M Teo:M Triana:F Vera:F',
  ),
  ms(
    'es-MX',
    'Dalia:F Jorge:M Beatriz:F Candela:F Carlota:F Cecilio:M Gerardo:M Larissa:F Liberto:M Luciano:M Marina:F Nuria:F Pelayo:M Renata:F Yago:M',
  ),
  ms('es-US', 'Paloma:F Alonso:M'),
  ms('fi-FI', 'Selma:F Harri:M Noora:F'),
  ms('fr-BE', 'Charline:F Gerard:M'),
  ms('fr-CA', 'Sylvie:F Jean:M Antoine:M Thierry:M'),
  ms('fr-CH', 'Ariane:F Fabrice:M'),
  ms(
    'fr-FR',
    'Denise:F Henri:M Alain:M Brigitte:F Celeste:F Claude:M Coralie:F Eloise:F Jacqueline:F Jerome:M Josephine:F Maurice:M Yves:M Yvette:F',
  ),
  ms('he-IL', 'Hila:F Avri:M'),
  ms('hi-IN', 'Swara:F Madhur:M'),
  ms('hr-HR', 'Gabrijela:F Srecko:M'),
  ms('hu-HU', 'Noemi:F Tamas:M'),
  ms('id-ID', 'Gadis:F Ardi:M'),
  ms(
    'it-IT',
    'Elsa:F Isabella:F Diego:M Benigno:M Calimero:M Cataldo:M Fabiola:F Fiamma:F Gianni:M Imelda:F Irma:F Lisandro:M Palmira:F Pierina:F Rinaldo:M',
  ),
  ms('ja-JP', 'Nanami:F Keita:M Aoi:F Daichi:M Mayu:F Naoki:M Shiori:F'),
  ms('ko-KR', 'SunHi:F InJoon:M BongJin:M GookMin:M JiMin:F SeoHyeon:F SoonBok:F YuJin:F'),
  ms('ms-MY', 'Yasmin:F Osman:M'),
  ms('nb-NO', 'Pernille:F Finn:M Iselin:F'),
  ms('nl-BE', 'Dena:F Arnaud:M'),
  ms('nl-NL', 'Colette:F Fenna:F Maarten:M'),
  ms('pl-PL', 'Agnieszka:F Marek:M Zofia:F'),
  ms(
    'pt-BR',
    'Francisca:F Antonio:M Brenda:F Donato:M Elza:F Fabio:M Giovanna:F Humberto:M Julio:M Leila:F Leticia:F Manuela:F Nicolau:M Valerio:M Yara:F',
  ),
  ms('pt-PT', 'Raquel:F Duarte:M Fernanda:F'),
  ms('ro-RO', 'Alina:F Emil:M'),
  ms('ru-RU', 'Svetlana:F Dmitry:M Dariya:F'),
  ms('sk-SK', 'Viktoria:F Lukas:M'),
  ms('sv-SE', 'Sofie:F Mattias:M Hillevi:F'),
  ms('ta-IN', 'Pallavi:F Valluvar:M'),
  ms('th-TH', 'Premwadee:F Niwat:M Achara:F'),
  ms('tr-TR', 'Emel:F Ahmet:M'),
  ms('uk-UA', 'Polina:F Ostap:M'),
  ms('vi-VN', 'HoaiMy:F NamMinh:M'),
  ms(
    'zh-CN',
    'Xiaoxiao:F Yunxi:M Yunjian:M Xiaoyi:F Yunyang:M Xiaochen:F Xiaohan:F Xiaomeng:F Xiaomo:F Xiaoqiu:F Xiaorui:F Xiaoshuang:F Xiaoxuan:F Xiaoyan:F Xiaoyou:F Xiaozhen:F Yunfeng:M Yunhao:M Yunxia:M Yunye:M Yunze:M',
  ),
  ms('zh-HK', 'HiuMaan:F WanLung:M HiuGaai:F'),
  ms('zh-TW', 'HsiaoChen:F YunJhe:M HsiaoYu:F'),
];
const MICROSOFT_STT = locales(
  'af-ZA ar-AE ar-EG ar-SA bg-BG ca-ES cs-CZ cy-GB da-DK de-AT de-CH de-DE el-GR en-AU en-CA en-GB en-IE en-IN en-NZ en-SG en-US en-ZA es-AR es-CO es-ES es-MX es-US fa-IR fi-FI fil-PH fr-BE fr-CA fr-CH fr-FR he-IL hi-IN hr-HR hu-HU id-ID is-IS it-IT ja-JP ko-KR ms-MY nb-NO nl-BE nl-NL pl-PL pt-BR pt-PT ro-RO ru-RU sk-SK sl-SI sr-RS sv-SE ta-IN te-IN th-TH tr-TR uk-UA vi-VN zh-CN zh-HK zh-TW',
);

// Deepgram Aura voices, speech-to-text languages and models.
const DEEPGRAM_TTS: LanguageRow[] = [
  lang('en-US', [
    ['aura-asteria-en', 'Asteria (Female)'],
    ['aura-luna-en', 'Luna (Female)'],
    ['aura-stella-en', 'Stella (Female)'],
    ['aura-athena-en', 'Athena (Female, British)'],
    ['aura-hera-en', 'Hera (Female)'],
    ['aura-orion-en', 'Orion (Male)'],
    ['aura-arcas-en', 'Arcas (Male)'],
    ['aura-perseus-en', 'Perseus (Male)'],
    ['aura-angus-en', 'Angus (Male, Irish)'],
    ['aura-orpheus-en', 'Orpheus (Male)'],
    ['aura-helios-en', 'Helios (Male, British)'],
    ['aura-zeus-en', 'Zeus (Male)'],
  ]),
];
const DEEPGRAM_STT: [string, string][] = [
  ['multi', 'Multilingual'],
  ...locales(
    'en en-US en-GB en-AU en-IN en-NZ es es-419 fr fr-CA de hi it ja ko nl pt pt-BR ru sv tr uk zh zh-CN zh-TW da nb pl ta id',
  ),
];
const DEEPGRAM_STT_MODELS: [string, string][] = [
  ['nova-3', 'Nova 3'],
  ['nova-2', 'Nova 2'],
  ['nova-2-phonecall', 'Nova 2 phone call'],
  ['nova-2-meeting', 'Nova 2 meeting'],
  ['nova-2-conversationalai', 'Nova 2 conversational AI'],
  ['nova-2-voicemail', 'Nova 2 voicemail'],
  ['nova-2-finance', 'Nova 2 finance'],
  ['nova-2-medical', 'Nova 2 medical'],
  ['nova', 'Nova'],
  ['enhanced', 'Enhanced'],
  ['base', 'Base'],
];

// ElevenLabs premade voices (multilingual models speak every listed language) and TTS models.
const ELEVENLABS_VOICES: [string, string][] = [
  ['21m00Tcm4TlvDq8ikWAM', 'Rachel'],
  ['29vD33N1CtxCmqQRPOHJ', 'Drew'],
  ['2EiwWnXFnvU5JabPnv8n', 'Clyde'],
  ['5Q0t7uMcjvnagumLfvZi', 'Paul'],
  ['AZnzlk1XvdvUeBnXmlld', 'Domi'],
  ['CYw3kZ02Hs0563khs1Fj', 'Dave'],
  ['D38z5RcWu1voky8WS1ja', 'Fin'],
  ['EXAVITQu4vr4xnSDxMaL', 'Sarah'],
  ['ErXwobaYiN019PkySvjV', 'Antoni'],
  ['GBv7mTt0atIp3Br8iCZE', 'Thomas'],
  ['IKne3meq5aSn9XLyUdCD', 'Charlie'],
  ['JBFqnCBsd6RMkjVDRZzb', 'George'],
  ['LcfcDJNUP1GQjkzn1xUU', 'Emily'],
  ['MF3mGyEYCl7XYWbV9V6O', 'Elli'],
  ['N2lVS1w4EtoT3dr4eOWO', 'Callum'],
  ['ODq5zmih8GrVes37Dizd', 'Patrick'],
  ['SOYHLrjzK2X1ezoPC6cr', 'Harry'],
  ['TX3LPaxmHKxFdv7VOQHJ', 'Liam'],
  ['ThT5KcBeYPX3keUQqHPh', 'Dorothy'],
  ['TxGEqnHWrfWFTfGW9XjX', 'Josh'],
  ['VR6AewLTigWG4xSOukaG', 'Arnold'],
  ['XB0fDUnXU5powFXDhCwa', 'Charlotte'],
  ['Xb7hH8MSUJpSbSDYk0k2', 'Alice'],
  ['XrExE9yKIg1WjnnlVkGX', 'Matilda'],
  ['ZQe5CZNOzWyzPSCn5a3c', 'James'],
  ['Zlb1dXrM653N07WRdFW3', 'Joseph'],
  ['cgSgspJ2msm6clMCkdW9', 'Jessica'],
  ['flq6f7yk4E4fJM5XTYuZ', 'Michael'],
  ['g5CIjZEefAph4nQFvHAz', 'Ethan'],
  ['iP95p4xoKVk53GoZ742B', 'Chris'],
  ['jBpfuIE2acCO8z3wKNLl', 'Gigi'],
  ['jsCqWAovK2LkecY7zXl4', 'Freya'],
  ['nPczCjzI2devNBz1zQrb', 'Brian'],
  ['oWAxZDx7w5VEj9dCyTzz', 'Grace'],
  ['onwK4e9ZLuTAKqWW03F9', 'Daniel'],
  ['pFZP5JQG7iQjIQuC4Bku', 'Lily'],
  ['pMsXgVXv3BLzUgSXRplE', 'Serena'],
  ['pNInz6obpgDQGcFmaJgB', 'Adam'],
  ['piTKgcLEGmPE4e6mEKli', 'Nicole'],
  ['pqHfZKP75CvOlQylNhV4', 'Bill'],
  ['t0jbNlBVZ17f02VDIeMI', 'Jessie'],
  ['yoZ06aMxZJJ28mfd3POQ', 'Sam'],
  ['z9fAnlkpzviPz146aGWa', 'Glinda'],
  ['zcAOhNBS3c14rBihAFp1', 'Giovanni'],
  ['zrHiDhphv9ZnVXBqCLjz', 'Mimi'],
];
const ELEVENLABS_LANGUAGES: [string, string][] = [
  ['en', 'English'],
  ['ja', 'Japanese'],
  ['zh', 'Chinese'],
  ['de', 'German'],
  ['hi', 'Hindi'],
  ['fr', 'French'],
  ['ko', 'Korean'],
  ['pt', 'Portuguese'],
  ['it', 'Italian'],
  ['es', 'Spanish'],
  ['id', 'Indonesian'],
  ['nl', 'Dutch'],
  ['tr', 'Turkish'],
  ['fil', 'Filipino'],
  ['pl', 'Polish'],
  ['sv', 'Swedish'],
  ['bg', 'Bulgarian'],
  ['ro', 'Romanian'],
  ['ar', 'Arabic'],
  ['cs', 'Czech'],
  ['el', 'Greek'],
  ['fi', 'Finnish'],
  ['hr', 'Croatian'],
  ['ms', 'Malay'],
  ['sk', 'Slovak'],
  ['da', 'Danish'],
  ['ta', 'Tamil'],
  ['uk', 'Ukrainian'],
  ['ru', 'Russian'],
];
const ELEVENLABS_TTS: LanguageRow[] = ELEVENLABS_LANGUAGES.map(([code, name]) => [
  code,
  name,
  ELEVENLABS_VOICES,
]);
const ELEVENLABS_MODELS: [string, string][] = [
  ['eleven_multilingual_v2', 'Multilingual v2'],
  ['eleven_turbo_v2_5', 'Turbo v2.5'],
  ['eleven_turbo_v2', 'Turbo v2'],
  ['eleven_flash_v2_5', 'Flash v2.5'],
  ['eleven_flash_v2', 'Flash v2'],
  ['eleven_monolingual_v1', 'English v1'],
  ['eleven_multilingual_v1', 'Multilingual v1'],
];

// IBM Watson Text to Speech (V3 voices) and Speech to Text languages.
const ibm = (code: string, spec: string): LanguageRow => lang(code, voices(spec, `${code}_`, 'V3Voice'));
const IBM_TTS: LanguageRow[] = [
  ibm('de-DE', 'Birgit:F Dieter:M Erika:F'),
  ibm('en-GB', 'Charlotte:F James:M Kate:F'),
  ibm('en-US', 'Allison:F Emily:F Henry:M Kevin:M Lisa:F Michael:M Olivia:F'),
  ibm('es-ES', 'Enrique:M Laura:F'),
  ibm('es-LA', 'Sofia:F'),
  ibm('es-US', 'Sofia:F'),
  ibm('fr-CA', 'Louise:F'),
  ibm('fr-FR', 'Nicolas:M Renee:F'),
  ibm('it-IT', 'Francesca:F'),
  ibm('ja-JP', 'Emi:F'),
  ibm('ko-KR', 'Jin:F'),
  ibm('nl-NL', 'Merel:F'),
  ibm('pt-BR', 'Isabela:F'),
];
const IBM_STT = locales(
  'ar-AR de-DE en-AU en-GB en-IN en-US es-AR es-CO es-ES es-MX fr-CA fr-FR it-IT ja-JP ko-KR nl-NL pt-BR zh-CN',
);

// Nuance Vocalizer voices and Krypton recognition languages.
const NUANCE_TTS: LanguageRow[] = [
  lang('de-DE', voices('Anna:F Markus:M Petra:F Yannick:M')),
  lang('en-AU', voices('Karen:F Lee:M')),
  lang('en-GB', voices('Daniel:M Kate:F Serena:F Oliver:M')),
  lang('en-IN', voices('Veena:F')),
  lang('en-US', voices('Ava:F Allison:F Chloe:F Evan:M Nathan:M Noelle:F Samantha:F Susan:F Tom:M Zoe:F')),
  lang('es-ES', voices('Jorge:M Monica:F Marisol:F')),
  lang('es-MX', voices('Angelica:F Juan:M Paulina:F')),
  lang('fr-CA', voices('Amelie:F Chantal:F Nicolas:M')),
  lang('fr-FR', voices('Audrey:F Aurelie:F Thomas:M')),
  lang('it-IT', voices('Alice:F Federica:F Luca:M Paola:F')),
  lang('ja-JP', voices('Kyoko:F Otoya:M')),
  lang('ko-KR', voices('Yuna:F')),
  lang('nl-NL', voices('Claire:F Xander:M')),
  lang('pt-BR', voices('Luciana:F Felipe:M')),
  lang('ru-RU', voices('Milena:F Yuri:M')),
  lang('sv-SE', voices('Alva:F Klara:F Oskar:M')),
  lang('zh-CN', voices('Tian-Tian:F')),
];
const NUANCE_STT = locales(
  'ar-AE da-DK de-DE en-AU en-GB en-IN en-US es-ES es-MX fi-FI fr-CA fr-FR it-IT ja-JP ko-KR nb-NO nl-NL pl-PL pt-BR pt-PT ru-RU sv-SE tr-TR zh-CN',
);

// NVIDIA Riva voices and recognition languages.
const NVIDIA_TTS: LanguageRow[] = [
  lang('en-US', [
    ['English-US.Female-1', 'Female 1'],
    ['English-US.Male-1', 'Male 1'],
    ['English-US.Female-Neutral', 'Female, neutral'],
    ['English-US.Male-Neutral', 'Male, neutral'],
    ['English-US.Female-Calm', 'Female, calm'],
    ['English-US.Male-Calm', 'Male, calm'],
    ['English-US.Female-Happy', 'Female, happy'],
    ['English-US.Male-Happy', 'Male, happy'],
  ]),
  lang('es-US', [
    ['Spanish-US.Female-1', 'Female 1'],
    ['Spanish-US.Male-1', 'Male 1'],
  ]),
  lang('zh-CN', [
    ['Mandarin-CN.Female-1', 'Female 1'],
    ['Mandarin-CN.Male-1', 'Male 1'],
  ]),
];
const NVIDIA_STT = locales(
  'en-US en-GB es-US es-ES de-DE fr-FR it-IT ja-JP ko-KR pt-BR ru-RU zh-CN hi-IN ar-AR',
);

// Other vendors: their usual voices, models and languages.
const OPENAI_VOICES: [string, string][] = voices('alloy echo fable onyx nova shimmer ash coral sage').map(
  ([v]) => [v, v[0].toUpperCase() + v.slice(1)],
);
const WHISPER_TTS: LanguageRow[] = [['en-US', 'English (United States)', OPENAI_VOICES]];
const WELLSAID_TTS: LanguageRow[] = [
  lang('en-US', [
    ['3', 'Alana B. (Female)'],
    ['4', 'Ramona J. (Female)'],
    ['5', 'Ramona J. promo (Female)'],
    ['7', 'Wade C. (Male)'],
    ['8', 'Sofia H. (Female)'],
    ['9', 'David D. (Male)'],
    ['10', 'Isabel V. (Female)'],
    ['11', 'Ava H. (Female)'],
    ['12', 'Jeremy G. (Male)'],
    ['13', 'Nicole L. (Female)'],
  ]),
];
const PLAYHT_TTS: LanguageRow[] = [
  lang('en-US', [
    [
      's3://voice-cloning-zero-shot/d9ff78ba-d016-47f6-b0ef-dd630f59414e/female-cs/manifest.json',
      'Jennifer (Female)',
    ],
    [
      's3://voice-cloning-zero-shot/7c38b588-14e8-42b9-bacd-e03d1d673c3c/nicole/manifest.json',
      'Nicole (Female)',
    ],
    [
      's3://voice-cloning-zero-shot/baf1ef41-36b6-428c-9bdf-50ba54682bd8/original/manifest.json',
      'Charles (Male)',
    ],
    [
      's3://voice-cloning-zero-shot/820da3d2-3a3b-42e7-844d-e68db835a206/sarah/manifest.json',
      'Sarah (Female)',
    ],
  ]),
];
const RIMELABS_TTS: LanguageRow[] = [
  lang(
    'en-US',
    voices(
      'abbie:F allison:F amber:F ben:M brittany:F cove:M grant:M hank:M jennifer:F john:M kevin:M marsh:M',
    ),
  ),
];
const CARTESIA_TTS: LanguageRow[] = [
  lang('en-US', [
    ['694f9389-aac1-45b6-b726-9d9369183238', 'Sarah (Female)'],
    ['a0e99841-438c-4a64-b679-ae501e7d6091', 'Barbershop Man (Male)'],
    ['156fb8d2-335b-4950-9cb3-a2d33befec77', 'Helpful Woman (Female)'],
    ['79a125e8-cd45-4c13-8a67-188112f4dd22', 'British Lady (Female)'],
    ['b7d50908-b17c-442d-ad8d-810c63997ed9', 'California Girl (Female)'],
    ['f9836c6e-a0bd-460e-9d3c-f7299fa60f94', 'Southern Woman (Female)'],
  ]),
];
const INWORLD_TTS: LanguageRow[] = [
  lang(
    'en-US',
    voices(
      'Alex:M Ashley:F Craig:M Deborah:F Dennis:M Edward:M Elizabeth:F Hades:M Julia:F Mark:M Olivia:F Priya:F Ronald:M Sarah:F Theodore:M Wendy:F',
    ),
  ),
];
const RESEMBLE_TTS: LanguageRow[] = [
  lang('en-US', [
    ['38a0b764', 'Lucy (Female)'],
    ['55592656', 'Justin (Male)'],
    ['a52c4efc', 'Beth (Female)'],
  ]),
];
const VERBIO_TTS: LanguageRow[] = [
  lang('es-ES', [
    ['tommy_es-es', 'Tommy (Male)'],
    ['laura_es-es', 'Laura (Female)'],
  ]),
  lang('en-US', [
    ['chris_en-us', 'Chris (Male)'],
    ['linda_en-us', 'Linda (Female)'],
  ]),
  lang('ca-ES', [
    ['david_ca-es', 'David (Male)'],
    ['anna_ca-es', 'Anna (Female)'],
  ]),
];
const WIDE_STT = locales(
  'en-US en-GB en-AU es-ES es-MX fr-FR fr-CA de-DE it-IT pt-BR pt-PT nl-NL ja-JP ko-KR zh-CN ru-RU hi-IN ar-SA tr-TR pl-PL sv-SE da-DK fi-FI nb-NO',
);

const LISTS: Record<string, VendorLists> = {
  google: { tts: GOOGLE_TTS, stt: GOOGLE_STT },
  aws: { tts: AWS_TTS, stt: AWS_STT },
  microsoft: { tts: MICROSOFT_TTS, stt: MICROSOFT_STT },
  deepgram: {
    tts: DEEPGRAM_TTS,
    stt: DEEPGRAM_STT,
    sttModels: DEEPGRAM_STT_MODELS,
    models: [
      ['aura', 'Aura'],
      ['aura-2', 'Aura 2'],
    ],
  },
  deepgramflux: { stt: locales('en en-US'), sttModels: [['flux-general-en', 'Flux general (English)']] },
  elevenlabs: { tts: ELEVENLABS_TTS, models: ELEVENLABS_MODELS },
  ibm: { tts: IBM_TTS, stt: IBM_STT },
  nuance: { tts: NUANCE_TTS, stt: NUANCE_STT },
  nvidia: { tts: NVIDIA_TTS, stt: NVIDIA_STT },
  wellsaid: { tts: WELLSAID_TTS },
  whisper: {
    tts: WHISPER_TTS,
    models: [
      ['tts-1', 'tts-1'],
      ['tts-1-hd', 'tts-1-hd'],
      ['gpt-4o-mini-tts', 'gpt-4o-mini-tts'],
    ],
  },
  openai: {
    stt: WIDE_STT,
    sttModels: [
      ['gpt-4o-transcribe', 'gpt-4o-transcribe'],
      ['gpt-4o-mini-transcribe', 'gpt-4o-mini-transcribe'],
      ['whisper-1', 'whisper-1'],
    ],
  },
  playht: {
    tts: PLAYHT_TTS,
    models: [
      ['PlayHT2.0-turbo', 'PlayHT 2.0 Turbo'],
      ['Play3.0-mini', 'Play 3.0 mini'],
      ['PlayDialog', 'PlayDialog'],
    ],
  },
  rimelabs: {
    tts: RIMELABS_TTS,
    models: [
      ['mist', 'Mist'],
      ['mistv2', 'Mist v2'],
      ['arcana', 'Arcana'],
    ],
  },
  cartesia: {
    tts: CARTESIA_TTS,
    stt: locales('en es fr de pt zh ja hi it ko nl pl ru sv tr'),
    models: [
      ['sonic-2', 'Sonic 2'],
      ['sonic', 'Sonic'],
    ],
    sttModels: [['ink-whisper', 'Ink Whisper']],
  },
  inworld: {
    tts: INWORLD_TTS,
    models: [
      ['inworld-tts-1', 'Inworld TTS 1'],
      ['inworld-tts-1-max', 'Inworld TTS 1 Max'],
    ],
  },
  resemble: { tts: RESEMBLE_TTS },
  verbio: { tts: VERBIO_TTS, stt: locales('es-ES en-US ca-ES pt-BR fr-FR it-IT de-DE') },
  soniox: { stt: WIDE_STT, sttModels: [['stt-rt-preview', 'Real-time preview']] },
  speechmatics: { stt: WIDE_STT },
  assemblyai: {
    stt: locales('en en-US en-GB en-AU es fr de it pt nl hi ja zh ko'),
    sttModels: [
      ['universal', 'Universal'],
      ['nano', 'Nano'],
    ],
  },
  voxist: { stt: locales('fr-FR en-US es-ES de-DE it-IT nl-NL') },
  cobalt: { stt: locales('en-US en-GB es-US') },
  houndify: { stt: locales('en-US') },
  gladia: { stt: WIDE_STT },
  custom: {},
};

/** The lists of a vendor; custom vendors have none (their names are typed in); null for an unknown vendor. */
export function vendorLists(vendor: string): VendorLists | null {
  if (vendor.startsWith('custom:') && vendor.length > 7) return {};
  return Object.prototype.hasOwnProperty.call(LISTS, vendor) ? LISTS[vendor] : null;
}
