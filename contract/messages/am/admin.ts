import type { Widen } from '../../catalog';

export const adminMessages: Widen<typeof import('../admin').adminMessages> = {
  usersNoPermission: 'ተጠቃሚዎችን ለማየት ወይም ለማስተዳደር ፈቃድ የለዎትም።',
  privacyNoPermission: 'የአገልግሎት ውሉንና የግል መረጃ አያያዝ ፖሊሲውን መቀየር ወይም የመረጃ ጥያቄዎችን መመለስ የሚችሉት አስተዳዳሪዎች ብቻ ናቸው።',
  legalDocumentNotFound: 'ሰነዱ አልተገኘም።',
  nothingHeld: 'በዚህ ኢሜይል የተያዘ ምንም መረጃ የለም።',
  confirmErase: 'መሰረዙን ለማረጋገጥ ሳጥኑን ምልክት ያድርጉ።',
  correctionEmpty: 'የሚስተካከል ቢያንስ አንድ መስክ ይሙሉ።',
  certificateImageType: 'ምስል ይምረጡ (ፒኤንጂ ወይም ጄፔግ)።',
  certificateImageTooLarge: 'ምስሉ ከ256 ኪሎባይት መብለጥ የለበትም። በአነሰ መጠን አስቀምጠው እንደገና ይሞክሩ።',
  certificateImageUnknown: 'ያልታወቀ ምስል፦ ምስሉ አርማው፣ ፊርማው ወይም ማህተሙ ነው።',
};
