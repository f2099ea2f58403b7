import type { Translation } from '../fill'
import type en from '../en/applyLive'

export default {
  success: 'फ़ॉर्म सफलतापूर्वक जमा हो गया!',
  referenceDetail: 'आपकी संदर्भ संख्या {reference} है। हमसे बात करते समय कृपया यही संख्या बताएँ।',
  failure: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  invalid: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  submit: 'आवेदन जमा करें',
  submitting: 'जमा हो रहा है...',
  locks: { city: 'पहले अपना राज्य चुनें', terms: 'इस बॉक्स पर टिक करने के लिए ऊपर के सभी फ़ील्ड भरें।' },
} satisfies Translation<typeof en>
