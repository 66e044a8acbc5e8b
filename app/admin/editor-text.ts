/**
 * The editor's own words, in the company staff's two languages: Italian and English. Not the
 * site's content (content/): these are the tool's, and only the people at /admin read them.
 */

export const adminLanguages = ["it", "en"] as const;
export type AdminLanguage = (typeof adminLanguages)[number];

/** The words of the forms generated from the content's schemas (form.server.ts). */
export interface FormWords {
  item: string;
  add: string;
  remove: string;
  up: string;
  down: string;
  required: string;
  english: string;
  draft: string;
  yes: string;
  no: string;
  /** {n} */
  atMostCharacters: string;
  /** {n} */
  atLeastItems: string;
  /** the same for one: "at least one item" */
  atLeastOneItem: string;
  /** {n} */
  atMostItems: string;
  atMostOneItem: string;
  outdated: string;
  confirm: string;
  /** Said to a screen reader when a list changes in the page; {n} is the item's place. */
  added: string;
  removed: string;
  moved: string;
  /** The drag handle's name: how to move an item with it. */
  drag: string;
  /** Said at a field as it is typed (ui/CheckedText.tsx, ui/FigureInput.tsx): empty, too short ({n}, {count}), no number. */
  checkEmpty: string;
  checkShort: string;
  checkNumber: string;
  checkInteger: string;
  /** Beside a field with a limit: {count} of {max} characters. */
  checkCount: string;
  /** The same at the limit, where the browser takes no more: {max}. */
  checkFull: string;
}

/** The words every guided form has (app/admin/guided-form.server.ts). */
export interface GuidedFormWords {
  /** Its link on "Pages and texts". */
  link: string;
  title: string;
  intro: string;
  needed: string;
  notANumber: string;
  notADate: string;
  paragraphs: string;
  choose: string;
  /** {count} */
  problems: string;
  create: string;
  /** {title} */
  created: string;
  createdIntro: string;
  next: string;
}

export interface EditorText {
  languageName: string;
  editor: string;
  /** After every date and time the editor shows: the zone they are in. */
  timeZone: string;
  signIn: {
    title: string;
    email: string;
    password: string;
    button: string;
    wrong: string;
    /** {minutes} */
    tooMany: string;
    /** Too many sign-ins at this very moment (the password thread is busy). */
    busy: string;
    expired: string;
  };
  signOut: string;
  signedInAs: string;
  roles: Record<"admin" | "editor" | "translator", string>;
  dashboard: {
    title: string;
    intro: string;
    placeholders: string;
    placeholdersNone: string;
    /** {value}: what the field holds now */
    replaceValue: string;
    confirmFigures: string;
    setPosition: string;
    confirmDraft: string;
    /** {n}: a list item that has no name of its own */
    item: string;
    /** the facts' file, the same in every language */
    everyLanguage: string;
    drafts: string;
    draftFiles: string;
    translationsNone: string;
    outdated: string;
    outdatedNone: string;
    drawings: string;
    drawingsNone: string;
    /** Only listed when there are some. */
    undescribed: string;
    /** {language}, {article}, {described}, {photos} */
    undescribedItem: string;
    certificates: string;
    /** {standard}, {date} */
    certificateExpired: string;
    /** {standard}, {days}, {date} */
    certificateExpiring: string;
    enquiries: string;
    enquiriesNone: string;
    /** {count}, {minutes} */
    enquiriesWaiting: string;
    accounts: string;
    /** {language} */
    language: string;
  };
  password: {
    title: string;
    link: string;
    current: string;
    next: string;
    again: string;
    button: string;
    changed: string;
    wrongCurrent: string;
    differ: string;
    /** {min} */
    tooShort: string;
    /** {max} */
    tooLong: string;
    /** {minutes} */
    tooMany: string;
    busy: string;
    /** The other browsers signed in to the account were signed out. */
    othersEnded: string;
  };
  forbidden: string;
  tooLarge: string;
  /** An address under /admin that is no page of the editor. */
  noSuchPage: string;
  /** A page of the editor that failed on the server (the server's log says why). */
  serverError: string;
  /** Too many writes from one session in a minute: {seconds} */
  tooFast: string;
  nav: {
    dashboard: string;
    files: string;
    photos: string;
    documents: string;
    media: string;
    history: string;
    publish: string;
  };
  /** What the guided forms share (app/admin/guided-form.server.ts): a range's two bounds. */
  guided: {
    min: string;
    max: string;
    /** The button that keeps a form unfinished, and what it does. */
    keep: string;
    keepHelp: string;
    /** {who}, {when} */
    kept: string;
    nothingNeeded: string;
    /** {count} */
    tooMany: string;
    /** The dashboard's list of forms kept unfinished; {who}, {when} */
    waiting: string;
    waitingItem: string;
  };
  /** One guided form for a new case study (app/admin/new-case-study.server.ts). */
  newCaseStudy: GuidedFormWords & {
    groups: { customer: string; change: string; result: string; listing: string };
    nextPhoto: string;
    nextTranslations: string;
    nextPublish: string;
  };
  /** A new material family's datasheet in one guided form (app/admin/new-datasheet.server.ts). */
  newDatasheet: GuidedFormWords & {
    groups: { family: string; grade: string; composition: string; requirements: string; texts: string };
    noComposition: string;
    nextTypical: string;
    nextTranslations: string;
    nextPublish: string;
  };
  /** Every photo and document in one list, with where it is used (app/admin/routes/media.tsx). */
  media: {
    title: string;
    intro: string;
    /** {count} each */
    all: string;
    withoutPhoto: string;
    withoutDescription: string;
    photos: string;
    yours: string;
    code: string;
    drawing: string;
    /** {width} {height} {size} */
    pixels: string;
    /** {width} {height} {point} */
    crop: string;
    descriptions: string;
    /** A place whose page says what it shows, in its own words beside it. */
    noDescription: string;
    missing: string;
    change: string;
    documents: string;
    /** {size} */
    document: string;
    noDocument: string;
    /** {count} */
    none: string;
  };
  documents: {
    title: string;
    intro: string;
    certificate: string;
    sample: string;
    none: string;
    /** {size} */
    current: string;
    view: string;
    choose: string;
    limits: string;
    upload: string;
    saved: string;
    noSlot: string;
    tooLarge: string;
    notPdf: string;
    noFile: string;
    cutOff: string;
    /** A PDF with scripts, actions or attached files */
    active: string;
  };
  gallery: {
    title: string;
    intro: string;
    add: string;
    category: string;
    /** {language} */
    alt: string;
    addButton: string;
    /** {count} */
    count: string;
    up: string;
    down: string;
    remove: string;
    /** The place a photo is moved to, counted from 1, and its button. */
    position: string;
    move: string;
    /** {count} */
    badPosition: string;
    saved: string;
    noPhoto: string;
    noCategory: string;
    /** {language} */
    altMissing: string;
    link: string;
    /** Several photos dropped at once, each then described (app/admin/gallery-several.server.ts). */
    several: {
      heading: string;
      /** {count} {megabytes} */
      help: string;
      choose: string;
      /** The category of all of them, changeable one by one after */
      category: string;
      send: string;
      title: string;
      /** {count} */
      intro: string;
      notKept: string;
      /** {n} {name} */
      photo: string;
      /** {count} */
      addAll: string;
      back: string;
      /** A photo of the form that is no longer waiting (a day passed, or it was added). */
      gone: string;
    };
  };
  photos: {
    title: string;
    intro: string;
    slot: string;
    /** {width}, {height} */
    shape: string;
    /** For whoever looks after the server: the name of the place's file, {slot} */
    keptAs: string;
    now: string;
    /** A place with no photo nor drawing yet (one new with its case study). */
    nothingYet: string;
    choose: string;
    limits: string;
    upload: string;
    preview: string;
    /** {name}, {width}, {height} */
    previewIntro: string;
    keep: string;
    saved: string;
    noSlot: string;
    point: string;
    pointAuto: string;
    points: Record<
      | "top-left"
      | "top"
      | "top-right"
      | "left"
      | "centre"
      | "right"
      | "bottom-left"
      | "bottom"
      | "bottom-right",
      string
    >;
    look: string;
    /** Beside the whole photo, with the script: how to choose the point on it. */
    pick: string;
    /** The point chosen on the photo, as a screen reader says it: {x} {y} (per cent) */
    pickAt: string;
    /** The whole photo's description, the crop framed on it */
    whole: string;
    /** Why a photo was refused (photos.server.ts `PhotoRefusal`): {name}, and {format} or {megapixels}, {width}, {height} */
    refused: Record<
      | "uploadTooLarge"
      | "uploadCutOff"
      | "noFile"
      | "uploadsFull"
      | "tooLarge"
      | "tooMany"
      | "severalTooLarge"
      | "oneAtATime"
      | "heic"
      | "unreadable"
      | "damaged"
      | "format"
      | "tooManyPixels",
      string
    >;
  };
  files: { title: string; intro: string; facts: string; factsShort: string; none: string };
  edit: {
    intro: string;
    /** Below the form, for whoever looks after the server: {file} */
    keptIn: string;
    save: string;
    saved: string;
    unchanged: string;
    /** {count} */
    /** what was typed and not saved, put back: {date} */
    restored: string;
    discard: string;
    /** The live preview beside the form. */
    live: {
      title: string;
      page: string;
      refresh: string;
      phone: string;
      desktop: string;
      show: string;
      hide: string;
      frame: string;
      waiting: string;
      none: string;
      noBuild: string;
      /** {seconds} */
      tooFast: string;
      /** Many people previewing at once: this one waits for the next keystroke. */
      busy: string;
    };
    problems: string;
    elsewhere: string;
    conflictTitle: string;
    conflictIntro: string;
    /** {who}, {when} */
    theirs: string;
    yours: string;
    /** Saved with another person's changes to other fields: {who} */
    merged: string;
    /** A form no editor page sends (a list too long): {list}, {count}, {max} */
    formRefused: string;
    notYours: string;
    notFound: string;
    form: FormWords;
    confirmAll: string;
    /** {count} */
    outdatedCount: string;
  };
  history: {
    title: string;
    intro: string;
    none: string;
    /** {author}, {date} */
    by: string;
    /** A change no person made (the site's first content, a code release's): {date} */
    bySite: string;
    undo: string;
    undone: string;
    undoFailed: string;
    changes: string;
    /** a change the site's visitors already see */
    live: string;
    /** a change not published yet */
    notLive: string;
    before: string;
    after: string;
    /** a photo put into a place: {place} */
    photo: string;
    /** the first column of a change's table, for screen readers */
    field: string;
    /** the first entry: the content the code came with */
    codeContent: string;
    /** a photo taken out of a place: {place} */
    photoRemoved: string;
    /** a PDF uploaded: {file} */
    document: string;
    /** a translation confirmed: no text changed */
    confirmed: string;
    /** Restore the page as this change left it: {page} */
    restore: string;
    /** {page} */
    restored: string;
    /** the restore would not fit the site as it is now: {page} */
    restoreFailed: string;
    /** the file was not there after this change */
    removed: string;
  };
  publish: {
    title: string;
    intro: string;
    /** {release}, {date} */
    live: string;
    noRelease: string;
    /** {count} */
    pending: string;
    upToDate: string;
    button: string;
    running: string;
    /** a preview being prepared: nothing goes to visitors */
    previewRunning: string;
    rollbackRunning: string;
    /** A request no runner took: {minutes} */
    notTaken: string;
    /** {seconds} */
    done: string;
    /** {reason} */
    failed: string;
    rollback: string;
    rollbackIntro: string;
    busy: string;
    log: string;
    previewButton: string;
    previewHelp: string;
    /** To a translator, who cannot publish: why there is no button, and who can. */
    notYours: string;
    /** {seconds} */
    previewDone: string;
    previewLink: string;
    /** beside a page the saved changes alter */
    previewChanged: string;
    /** {count} */
    previewChangedCount: string;
    previewTitle: string;
    previewIntro: string;
    previewNone: string;
    previewBanner: string;
    previewStale: string;
    /** The release's steps as it runs (app/publish/publish-files.server.ts `PublishStep`). */
    steps: {
      copy: string;
      content: string;
      build: string;
      /** {language} {pages} {seconds} */
      language: string;
      /** A language the change left as it was, copied from the live site: {language} {pages} */
      unchanged: string;
      /** Only its words changed: its pages rendered again with the live site's code: {language} {pages} {seconds} */
      reworded: string;
      check: string;
      /** {pages} */
      checked: string;
      switch: string;
      promote: string;
      /** {count} */
      problems: string;
      /** The reason a publish stopped, when it is mistakes in the texts: {count} */
      problemsReason: string;
      running: string;
    };
    /** The release's own output, under the steps */
    technical: string;
    /**
     * Why a publish did not go live, each with what to do next ({reason} of `failed`;
     * app/publish/contract.ts `FailureCause`).
     */
    causes: {
      /** {count}: values still to give before a production site goes live, listed below it */
      placeholders: string;
      /** {file} */
      photo: string;
      timedOut: string;
      /** {count} {pages} */
      pages: string;
      server: string;
      busy: string;
      stopped: string;
      noEarlier: string;
      /** {detail}: the server's own words, in English */
      other: string;
    };
    /** Live, but a step after going online failed: {detail} */
    liveProblem: string;
  };
}

export const editorText: Record<AdminLanguage, EditorText> = {
  en: {
    languageName: "English",
    editor: "Site editor",
    timeZone: "Italian time",
    signIn: {
      title: "Sign in",
      email: "Email",
      password: "Password",
      button: "Sign in",
      wrong: "The email or the password is not right.",
      tooMany: "Too many attempts: try again in {minutes} minutes.",
      busy: "Many sign-ins are being checked at this moment: please try again in a few seconds.",
      expired: "Your session has ended: please sign in again.",
    },
    signOut: "Sign out",
    signedInAs: "Signed in as",
    roles: { admin: "administrator", editor: "editor", translator: "translator" },
    dashboard: {
      title: "What is left to do",
      intro: "Everything the site still needs from the company, as the build's own check sees it.",
      placeholders: "Still to give before the site goes live",
      placeholdersNone: "Nothing left to give.",
      replaceValue: "replace “{value}”",
      confirmFigures: "check the figures, then remove the “to confirm” mark",
      setPosition: "set the map position",
      confirmDraft: "read it, then untick “Draft” to confirm it",
      item: "no. {n}",
      everyLanguage: "every language",
      drafts: "Texts still marked as drafts, by language",
      draftFiles: "translation files to confirm",
      translationsNone: "No drafts left.",
      outdated: "Translations out of date (the English changed since they were confirmed)",
      outdatedNone: "No translation is out of date.",
      drawings: "Photo slots still showing a drawing",
      drawingsNone: "Every slot has its photo.",
      undescribed: "Photos not shown until they are described",
      undescribedItem:
        "{language}: “{article}”: {described} of {photos} further photos described (morePhotoAlts); the others are not shown in this language",
      certificates: "Certificates to renew",
      certificateExpired:
        "{standard} expired on {date}: the site shows it as expired. Enter the renewed certificate's number and dates in the file “quality”, upload its PDF in Documents, then publish.",
      certificateExpiring:
        "{standard} expires in {days} days, on {date}. When it is renewed, enter the new dates in the file “quality” and upload its PDF in Documents.",
      enquiries: "Enquiries",
      enquiriesNone: "Every enquiry has reached the sales team.",
      enquiriesWaiting:
        "{count} waiting to be sent, the oldest for {minutes} minutes: see the IT guide (DEPLOY.md, Health and alerts).",
      accounts: "Accounts",
      language: "Language: {language}",
    },
    password: {
      title: "Change your password",
      link: "Change your password",
      current: "Current password",
      next: "New password",
      again: "New password again",
      button: "Change the password",
      changed: "Your password has been changed.",
      wrongCurrent: "The current password is not right.",
      differ: "The two new passwords differ.",
      tooShort: "The new password needs at least {min} characters.",
      tooLong: "The new password can have at most {max} characters.",
      tooMany: "Too many wrong current passwords: try again in {minutes} minutes.",
      busy: "Many passwords are being checked at this moment: please try again in a few seconds.",
      othersEnded: "Every other browser signed in to your account has been signed out.",
    },
    forbidden: "This request did not come from the editor's own page: please use the editor to do this.",
    noSuchPage: "The editor has no page at this address. The menu above leads to each of its pages.",
    serverError:
      "This page could not be shown: something went wrong on the server. Go back and try again; if it happens again, tell whoever looks after the server.",
    tooFast:
      "Nothing was saved: more changes were sent in a minute than a person sends. Wait {seconds} seconds, then go back with your browser (what you typed is still there) and send again.",
    tooLarge:
      "What was sent is larger than the editor takes: nothing was saved. Reload the page and try again.",
    nav: {
      dashboard: "To do",
      files: "Pages and texts",
      photos: "Photos",
      documents: "Documents",
      media: "Media library",
      history: "History",
      publish: "Publish",
    },
    guided: {
      min: "At least",
      max: "At most",
      keep: "Keep it unfinished",
      keepHelp:
        "Not everything to hand? Keep what you have written: it waits on the dashboard, where anyone who edits the site (the engineer with the standard, say) can open it and complete it. Nothing of it is on the site until it is made.",
      kept: "Kept unfinished by {who}, {when}. It waits on the dashboard until someone completes it. Still to add:",
      nothingNeeded: "Nothing is missing: press the first button to make it.",
      tooMany: "{count} forms already wait unfinished: complete or make one of them first.",
      waiting: "Unfinished forms",
      waitingItem: "{title}: kept by {who}, {when}",
    },
    newCaseStudy: {
      link: "New case study",
      title: "A new case study",
      intro:
        "Everything a case study needs, in one form: the customer and the part, what changed, the result, and how the site lists it. Write it in English; it is made as a draft, on no page until you publish it, and its other languages, photo and publishing follow.",
      groups: {
        customer: "The customer and the part",
        change: "The problem and what changed",
        result: "The result",
        listing: "How the site lists it",
      },
      needed: "This is needed for a case study.",
      notANumber: "Write a number greater than 0, e.g. 420 or 1,200.",
      notADate: "Choose a day, e.g. 2026-10-01.",
      paragraphs: "Leave an empty line between paragraphs.",
      choose: "Choose…",
      problems: "Not made yet: {count} {count|thing|things} to correct, each said at its field.",
      create: "Make the case study (as a draft)",
      created: "“{title}” is made, as a draft",
      createdIntro: "Saved. Visitors do not see it until it is published.",
      next: "Next",
      nextPhoto: "Give it its photo",
      nextTranslations: "Write its texts in Italian, then in the other languages",
      nextPublish: "Put it on the site: tick “Published” in the articles' facts, then Publish",
    },
    newDatasheet: {
      link: "New datasheet",
      title: "A new material family and its datasheet",
      intro:
        "Everything a datasheet needs, in one form: the family, its first grade as its standard gives it, the composition and what the standard requires, and the datasheet's texts. Copy every figure from the standard's edition you name. Write it in English; it is made as a draft, on no page until you publish it; its typical results, other grades and languages follow.",
      groups: {
        family: "The family",
        grade: "Its first grade, as its standard names it",
        composition: "Chemical composition, per cent by mass",
        requirements: "What the standard requires of every casting",
        texts: "The datasheet's texts",
      },
      needed: "This is needed for a datasheet.",
      notANumber: "Write a number, e.g. 7.85 or 1,200.",
      notADate: "Choose a day, e.g. 2026-10-01.",
      paragraphs: "Leave an empty line between paragraphs.",
      choose: "Choose…",
      noComposition: "Give at least one element of the standard's table: its least, its most, or both.",
      problems: "Not made yet: {count} {count|thing|things} to correct, each said at its field.",
      create: "Make the datasheet (as a draft)",
      created: "“{title}” is made, as a draft",
      createdIntro: "Saved. Visitors do not see it until it is published.",
      next: "Next",
      nextTypical: "Give the foundry's typical results for the grade",
      nextTranslations: "Write its texts in Italian, then in the other languages",
      nextPublish: "Put it on the site: tick “Published” in the materials' facts, then Publish",
    },
    media: {
      title: "Media library",
      intro:
        "Every photo and document of the site in one list: where it is used, what it is now, the shape it is cropped to and its description in each language.",
      all: "All ({count})",
      withoutPhoto: "Still a drawing ({count})",
      withoutDescription: "A description missing ({count})",
      photos: "Photos",
      yours: "Your photo",
      code: "The site's own photo",
      drawing: "A drawing: no photo here yet",
      pixels: "{width} × {height} pixels, {size}",
      crop: "Cropped to {width} × {height}, keeping: {point}",
      descriptions: "Description for people who cannot see the photo",
      noDescription: "No description of its own: the text beside it says what it shows.",
      missing: "missing",
      change: "Change the photo",
      documents: "Documents (PDF)",
      document: "PDF, {size}",
      noDocument: "No PDF yet",
      none: "Nothing to show with this choice ({count}).",
    },
    documents: {
      title: "Documents (PDF)",
      intro:
        "The PDFs the quality page offers: each certificate the site lists, and the sample inspection documents. A new certificate is added in the file “quality” first; its place appears here.",
      certificate: "Certificate",
      sample: "Sample",
      none: "No PDF yet: the page says it is available on request.",
      current: "Now: a PDF of {size}.",
      view: "Open the current PDF",
      choose: "Choose a PDF",
      limits: "A PDF file of at most 10 MB. It replaces the current one when you next publish.",
      upload: "Upload",
      saved: "Kept. Publish to put it on the site.",
      noSlot: "There is no such document.",
      tooLarge:
        "The file is larger than 10 MB: save it again with a smaller size (for example “reduce file size” when exporting) and upload that.",
      notPdf: "This file is not a PDF: open it and save or export it as PDF, then upload that file.",
      active:
        "This PDF contains more than pages (a script, an action that runs when it is opened, or attached files), which a document on the site must not have. Open it and save it again with “Print to PDF” (or as PDF/A), then upload that file.",
      noFile: "No file was chosen.",
      cutOff: "The upload was cut off: try again.",
    },
    gallery: {
      title: "The gallery's photos",
      intro:
        "Add a photo with its description in every language, move one, or remove one: every language changes at once, and each photo keeps its own texts.",
      add: "Add a photo",
      category: "Which filter shows it",
      alt: "What the photo shows, in {language}",
      addButton: "Add the photo",
      count: "The gallery now: {count} photos, in the order shown",
      up: "Move up",
      down: "Move down",
      remove: "Remove",
      position: "Place in the gallery",
      move: "Move there",
      badPosition: "Write a place from 1 to {count}: the photo moves there and the others make room.",
      saved: "Saved. Visitors see it once you publish.",
      noPhoto: "There is no such photo in the gallery.",
      noCategory: "Choose one of the filters.",
      altMissing: "Say what the photo shows in {language}: people who cannot see it read this.",
      link: "The gallery's photos: add, move or remove one",
      several: {
        heading: "Several photos at once",
        help: "Choose or drop up to {count} photos, together at most {megabytes} MB. You then write each one's description in every language before they are added.",
        choose: "Photos to add",
        category: "Which filter shows them (each can be changed after)",
        send: "Upload and describe them",
        title: "Describe the new photos",
        intro:
          "{count} {count|photo|photos} ready. Write what each one shows in every language, for people who cannot see it: they are added to the end of the gallery together, as one change.",
        notKept: "Not kept:",
        photo: "Photo {n}: {name}",
        addAll: "Add these {count} photos",
        back: "Back to the gallery",
        gone: "This photo is no longer waiting: upload it again.",
      },
    },
    photos: {
      title: "Photos",
      intro:
        "Every place on the site that shows a photo, with what it shows now. Choose one to put a photo of yours there.",
      slot: "Photo",
      shape: "shown {width} × {height}: every photo is cropped to this shape",
      keptAs: "Its file is named {slot} (for whoever looks after the server).",
      now: "What the site shows now",
      nothingYet: "No photo here yet.",
      choose: "Your photo",
      limits:
        "JPEG, PNG, WebP, AVIF or a phone's HEIC, at most 30 MB and 40 megapixels. A phone's photo is fine as it is: it is turned the right way up.",
      upload: "Upload and see the crop",
      preview: "How the site will show it",
      previewIntro:
        "{name}, {width} × {height}, cropped to the place's shape as the site will crop it. Keep it, or choose another.",
      keep: "Keep this photo",
      saved: "Photo kept. Visitors see it once you publish.",
      noSlot: "There is no such place for a photo.",
      point: "The part of the photo the crop keeps",
      pointAuto: "Automatic: where the subject seems to be",
      points: {
        "top-left": "Top left",
        top: "Top",
        "top-right": "Top right",
        left: "Left",
        centre: "Centre",
        right: "Right",
        "bottom-left": "Bottom left",
        bottom: "Bottom",
        "bottom-right": "Bottom right",
      },
      look: "Show this crop",
      pick: "Or click the photo where the crop must keep, or drag the point on it; the arrow keys move it too. The crop above follows at once.",
      pickAt: "The point the crop keeps: {x} % from the left, {y} % from the top",
      whole: "The whole photo, with the part the site shows framed",
      refused: {
        uploadTooLarge: "The upload is larger than 30 MB.",
        uploadCutOff: "The upload was cut off, or was not a form with a photo: choose the photo again.",
        noFile: "No file was chosen.",
        uploadsFull:
          "The server's room for photos waiting to be kept is full just now: keep or drop the photos you sent earlier, or try again in an hour.",
        tooLarge: "{name} is larger than 30 MB.",
        oneAtATime: "One photo at a time: {name} was not kept.",
        tooMany: "At most {count} photos at once: none was kept. Choose fewer and send them again.",
        severalTooLarge:
          "The photos together are larger than {megabytes} MB: none was kept. Choose fewer and send them again.",
        heic: "{name}: this HEIC photo (a phone's own format) could not be read. Save it as JPEG (on an iPhone, Settings › Camera › Formats › Most Compatible, or send it to yourself by email), then upload that file.",
        unreadable: "{name} is not a photo the site can read (JPEG, PNG, WebP or AVIF).",
        damaged: "{name} is cut off or damaged: upload it again, or export it again from the camera.",
        format: "{name} is a {format} file: the site takes JPEG, PNG, WebP or AVIF.",
        tooManyPixels:
          "{name} is {megapixels} megapixels ({width} × {height}): at most 40. Make it smaller, or send the phone's own size.",
      },
    },
    files: {
      title: "Pages and texts",
      intro:
        "Every text of the site, one page at a time. A change is checked when you save it and reaches visitors when you publish.",
      facts: "The company's facts (the same in every language)",
      factsShort: "facts, every language",
      none: "Your account has no files to edit: ask an administrator to give it your languages.",
    },
    edit: {
      intro: "Change what you need and press Save. Nothing reaches the site until you publish.",
      keptIn: "These texts are kept in the file {file} (for whoever looks after the server).",
      save: "Save",
      saved: "Saved. Visitors see it once you publish.",
      unchanged: "Nothing had changed: nothing to save.",
      problems: "Not saved: {count} {count|thing|things} to fix. The file is as it was.",
      restored:
        "What you typed here on {date} and had not saved is back in the form. Save it, or drop it to see the page as it is saved.",
      discard: "Drop what I typed",
      live: {
        title: "Preview",
        page: "Page shown",
        refresh: "Show in the preview",
        phone: "Phone",
        desktop: "Computer",
        show: "Show the preview",
        hide: "Hide the preview",
        frame: "The page as visitors will see it, with what you typed (not saved yet)",
        waiting: "The preview waits until this is fixed:",
        none: "These texts show only when something goes wrong on the site: they have no page to preview.",
        noBuild: "This language is not built on this server: its pages cannot be previewed.",
        tooFast:
          "The preview pauses: more were asked for in a minute than typing sends. It goes on in {seconds} seconds; what you typed is still in the form.",
        busy: "Many people are previewing at once: the preview follows in a moment, with what you type next.",
      },
      elsewhere: "This change would break another file",
      conflictTitle: "Someone else saved this file while you were editing it",
      conflictIntro:
        "Nothing was saved: you both changed the fields below. Your values are still in the form, with their changes to other fields. Save again to keep yours for these fields, or type theirs back.",
      theirs: "Theirs ({who}, {when})",
      yours: "Yours",
      merged:
        "Saved, together with what {who} changed in other fields meanwhile. Visitors see it once you publish.",
      formRefused:
        "Nothing was saved: the list “{list}” arrived with {count} items, but the form held at most {max}. No page of the editor sends that: reload the page and try again.",
      notYours: "Your account cannot change this file.",
      notFound: "There is no such content file.",
      form: {
        item: "Item",
        add: "Add an item",
        remove: "Remove",
        up: "Move up",
        down: "Move down",
        required: "required",
        english: "English",
        draft: "Draft: not yet confirmed (untick to confirm)",
        yes: "Yes",
        no: "No",
        atMostCharacters: "at most {n} characters",
        atLeastItems: "at least {n} items",
        atLeastOneItem: "at least one item",
        atMostItems: "at most {n} items",
        atMostOneItem: "at most one item",
        outdated: "Out of date: the English has changed since this translation was confirmed.",
        confirm: "The translation is still right",
        added: "Item {n} added",
        removed: "Item {n} removed",
        moved: "Moved to place {n}",
        drag: "Move: drag it, or use the up and down arrow keys",
        checkEmpty: "Write something here: it cannot be left empty.",
        checkShort: "At least {n} characters: {count} so far.",
        checkNumber: "Write a number, such as 1200 or 1,5, with no other signs.",
        checkInteger: "Write a whole number, such as 30, with no other signs.",
        checkCount: "{count} of {max} characters",
        checkFull:
          "{max} of {max} characters: the most this field takes. Anything more you type is not added; shorten the text to change it.",
      },
      confirmAll: "Confirm every translation of this file",
      /** {count} */
      outdatedCount:
        "{count} {count|translation|translations} out of date: the English changed since they were confirmed. Mend them or tick “still right”.",
    },
    history: {
      title: "History",
      intro:
        "Every saved change, newest first. Undo makes a new change that takes one back; publish to put it on the site.",
      none: "No changes yet.",
      by: "by {author}, {date}",
      bySite: "from the site's own code, {date}",
      undo: "Undo this change",
      undone: "Undone, as a new change in the history. Publish to put it on the site.",
      undoFailed:
        "This change cannot be undone on its own: later changes touch the same lines. Undo those first.",
      changes: "What changed",
      live: "On the site",
      notLive: "Not published yet",
      before: "Before",
      after: "After",
      photo: "A new photo in {place}",
      photoRemoved: "The photo taken out of {place}",
      codeContent: "The site's texts and photos as they came with the site's code",
      field: "Field",
      document: "A new document: {file}",
      confirmed: "Translations confirmed; no text changed",
      restore: "Restore {page} as this change left it",
      restored:
        "{page} is back as that change left it, as a new change in the history. Publish to put it on the site.",
      restoreFailed:
        "Not restored: {page} as it was then does not fit the site as it is now (a text or a name it needs has changed since).",
      removed: "the file was removed",
    },
    publish: {
      title: "Publish",
      intro:
        "Publishing builds the whole site with your saved changes, checks every page, then switches visitors to it at once. It usually takes under a minute; when the server is busy it can take a few, and this page shows how far it has got.",
      live: "Visitors see release {release}, published {date}.",
      noRelease: "Visitors see the site as it was installed; nothing has been published from the editor yet.",
      pending: "{count} saved {count|change is|changes are} not on the site yet.",
      upToDate: "Everything saved is on the site.",
      button: "Publish",
      running: "Publishing… This page refreshes by itself.",
      previewRunning:
        "Preparing the preview… Visitors still see the site as it is. This page refreshes by itself.",
      rollbackRunning: "Going back to the previous version… This page refreshes by itself.",
      notTaken:
        "The publish asked for {minutes} {minutes|minute|minutes} ago has not started: the server's publishing service did not take it (tell whoever looks after the server). Nothing changed on the site; you can ask again.",
      done: "Published: visitors see your changes (it took {seconds} s).",
      failed: "Not published: {reason}. Visitors still see the site as it was.",
      rollback: "Go back to the previous release",
      rollbackIntro: "If something is wrong on the site, the release before this one is one click away.",
      busy: "A publish is already running: wait for it to finish.",
      log: "What the publish did",
      steps: {
        copy: "The site's code copied into a new release (the live site is not touched)",
        content: "Your saved changes taken",
        build: "The pages being built, language by language",
        language: "{language}: {pages} pages built ({seconds} s)",
        unchanged: "{language}: unchanged by this change, its {pages} pages taken from the live site",
        reworded:
          "{language}: only words changed, the {pages} {pages|page that shows|pages that show} them written again ({seconds} s)",
        check: "Every page being opened, to check it answers",
        checked: "{pages} pages checked: each one answers",
        switch: "The new release put online",
        promote: "The checked preview put online as it is",
        problems: "{count} {count|thing|things} to fix first, each a link to its field:",
        problemsReason: "{count} {count|thing|things} to fix in the texts, listed below",
        running: "in progress…",
      },
      technical: "Technical details (for whoever looks after the server)",
      causes: {
        photo:
          "the photo {file} cannot be read (the file may be damaged or cut short). Replace it in Photos with a JPEG or PNG, then publish again",
        timedOut:
          "the server was too busy to finish in time, even after trying again. Nothing is wrong with your changes: publish again in a few minutes",
        pages:
          "{count} {count|page|pages} of the new version did not open ({pages}). Tell whoever looks after the server; the technical details below say why",
        server:
          "the site did not take the new version in time, so it stayed on the one before. Publish again in a few minutes; if it happens again, tell whoever looks after the server",
        busy: "another publish or rollback was running. Wait until it has finished, then publish again",
        stopped:
          "it was stopped before it finished (the server restarted, or the publishing was ended). Nothing half-made was kept: publish again",
        noEarlier: "there is no earlier version to go back to",
        placeholders:
          "the public site still has {count} {count|value|values} to give (a name, a number, an address the site shows as “{…}”, “000” or example.com), and buyers must not see them. Fill in each one listed below, then publish again",
        other:
          "something went wrong on the server (“{detail}”). Tell whoever looks after the server; the technical details below say more",
      },
      liveProblem:
        "Published: visitors see your changes, but a step after going online failed (“{detail}”). Tell whoever looks after the server.",
      previewButton: "Preview first",
      previewHelp:
        "Preview builds the site with your saved changes without showing it to visitors; publishing the same changes afterwards takes seconds.",
      notYours:
        "Publishing is for editors and administrators: once your translations are saved, ask one of them to publish them.",
      previewDone: "The preview is ready ({seconds} s).",
      previewLink: "See the preview",
      previewChanged: "Changed",
      previewChangedCount:
        "{count} {count|page differs|pages differ} from what visitors see now; they come first in each language.",
      previewTitle: "Preview",
      previewIntro:
        "The site as visitors will see it once you publish, in every language (without its scripts: menus open and photos enlarge once it is live).",
      previewNone: "There is no preview yet: use “Preview first” on the Publish page.",
      previewBanner: "Preview: not on the site yet.",
      previewStale: "Changes were saved after this preview was made: make a new one to see them.",
    },
  },
  it: {
    languageName: "Italiano",
    editor: "Editor del sito",
    timeZone: "ora italiana",
    signIn: {
      title: "Accedi",
      email: "Email",
      password: "Password",
      button: "Accedi",
      wrong: "L'email o la password non sono corrette.",
      tooMany: "Troppi tentativi: riprova tra {minutes} minuti.",
      busy: "In questo momento si stanno verificando molti accessi: riprova tra qualche secondo.",
      expired: "La sessione è scaduta: accedi di nuovo.",
    },
    signOut: "Esci",
    signedInAs: "Hai effettuato l'accesso come",
    roles: { admin: "amministratore", editor: "redattore", translator: "traduttore" },
    dashboard: {
      title: "Cosa resta da fare",
      intro:
        "Tutto ciò che il sito attende ancora dall'azienda, secondo il controllo che precede ogni pubblicazione.",
      placeholders: "Da fornire prima che il sito vada online",
      placeholdersNone: "Non resta nulla da fornire.",
      replaceValue: "sostituisci “{value}”",
      confirmFigures: "controlla i valori, poi togli il segno “da confermare”",
      setPosition: "imposta la posizione sulla mappa",
      confirmDraft: "rileggilo, poi togli la spunta “Bozza” per confermarlo",
      item: "n. {n}",
      everyLanguage: "tutte le lingue",
      drafts: "Testi ancora segnati come bozza, per lingua",
      draftFiles: "file di traduzione da confermare",
      translationsNone: "Nessuna bozza rimasta.",
      outdated: "Traduzioni da aggiornare (il testo inglese è cambiato da quando sono state confermate)",
      outdatedNone: "Nessuna traduzione da aggiornare.",
      drawings: "Spazi per foto che mostrano ancora un disegno",
      drawingsNone: "Ogni spazio ha la sua foto.",
      undescribed: "Foto non mostrate finché non sono descritte",
      undescribedItem:
        "{language}: “{article}”: {described} di {photos} foto in più descritte (morePhotoAlts); le altre non sono mostrate in questa lingua",
      certificates: "Certificati da rinnovare",
      certificateExpired:
        "{standard} è scaduto il {date}: il sito lo mostra come scaduto. Inserisci numero e date del certificato rinnovato nel file “quality”, carica il suo PDF in Documenti, poi pubblica.",
      certificateExpiring:
        "{standard} scade tra {days} giorni, il {date}. Quando è rinnovato, inserisci le nuove date nel file “quality” e carica il suo PDF in Documenti.",
      enquiries: "Richieste",
      enquiriesNone: "Tutte le richieste sono arrivate all'ufficio commerciale.",
      enquiriesWaiting:
        "{count} in attesa di invio, la più vecchia da {minutes} minuti: vedi la guida per l'IT (DEPLOY.md, Health and alerts).",
      accounts: "Account",
      language: "Lingua: {language}",
    },
    password: {
      title: "Cambia la password",
      link: "Cambia la password",
      current: "Password attuale",
      next: "Nuova password",
      again: "Ripeti la nuova password",
      button: "Cambia la password",
      changed: "La password è stata cambiata.",
      wrongCurrent: "La password attuale non è corretta.",
      differ: "Le due nuove password non coincidono.",
      tooShort: "La nuova password deve avere almeno {min} caratteri.",
      tooLong: "La nuova password può avere al massimo {max} caratteri.",
      tooMany: "Troppe password attuali sbagliate: riprova tra {minutes} minuti.",
      busy: "In questo momento si stanno verificando molte password: riprova tra qualche secondo.",
      othersEnded: "Tutti gli altri browser collegati al tuo account sono stati disconnessi.",
    },
    forbidden: "Questa richiesta non proviene dalla pagina dell'editor: usa l'editor per farlo.",
    noSuchPage:
      "L'editor non ha una pagina a questo indirizzo. Il menu qui sopra porta a ciascuna delle sue pagine.",
    serverError:
      "Questa pagina non si può mostrare: qualcosa è andato storto sul server. Torna indietro e riprova; se succede di nuovo, avvisa chi si occupa del server.",
    tooFast:
      "Non è stato salvato nulla: in un minuto sono arrivate più modifiche di quante ne invii una persona. Attendi {seconds} secondi, poi torna indietro con il browser (ciò che hai scritto è ancora lì) e invia di nuovo.",
    tooLarge:
      "Quanto inviato è più grande di ciò che l'editor accetta: non è stato salvato nulla. Ricarica la pagina e riprova.",
    nav: {
      dashboard: "Da fare",
      files: "Pagine e testi",
      photos: "Foto",
      documents: "Documenti",
      media: "Libreria media",
      history: "Cronologia",
      publish: "Pubblica",
    },
    guided: {
      min: "Almeno",
      max: "Al massimo",
      keep: "Tienilo da completare",
      keepHelp:
        "Non hai tutto sottomano? Tieni ciò che hai scritto: resta in attesa nella bacheca, dove chiunque modifica il sito (l'ingegnere con la norma, per esempio) può aprirlo e completarlo. Niente compare sul sito finché non viene creato.",
      kept: "Tenuto da completare da {who}, {when}. Resta nella bacheca finché qualcuno non lo completa. Manca ancora:",
      nothingNeeded: "Non manca niente: premi il primo pulsante per crearlo.",
      tooMany: "Ci sono già {count} moduli da completare: completane o creane uno prima.",
      waiting: "Moduli da completare",
      waitingItem: "{title}: tenuto da {who}, {when}",
    },
    newCaseStudy: {
      link: "Nuovo caso di studio",
      title: "Un nuovo caso di studio",
      intro:
        "Tutto ciò che serve a un caso di studio, in un solo modulo: il cliente e il pezzo, cosa è cambiato, il risultato e come il sito lo presenta. Scrivilo in inglese; viene creato come bozza, su nessuna pagina finché non lo pubblichi, e poi seguono le altre lingue, la foto e la pubblicazione.",
      groups: {
        customer: "Il cliente e il pezzo",
        change: "Il problema e cosa è cambiato",
        result: "Il risultato",
        listing: "Come il sito lo presenta",
      },
      needed: "Serve per un caso di studio.",
      notANumber: "Scrivi un numero maggiore di 0, per esempio 420 o 1.200.",
      notADate: "Scegli un giorno, per esempio 2026-10-01.",
      paragraphs: "Lascia una riga vuota tra un paragrafo e l'altro.",
      choose: "Scegli…",
      problems: "Non ancora creato: {count} {count|cosa|cose} da correggere, ognuna indicata al suo campo.",
      create: "Crea il caso di studio (come bozza)",
      created: "“{title}” è stato creato, come bozza",
      createdIntro: "Salvato. I visitatori non lo vedono finché non viene pubblicato.",
      next: "Poi",
      nextPhoto: "Dagli la sua foto",
      nextTranslations: "Scrivi i suoi testi in italiano, poi nelle altre lingue",
      nextPublish: "Mettilo sul sito: spunta “Pubblicato” nei dati degli articoli, poi Pubblica",
    },
    newDatasheet: {
      link: "Nuova scheda tecnica",
      title: "Una nuova famiglia di materiali e la sua scheda tecnica",
      intro:
        "Tutto ciò che serve a una scheda tecnica, in un solo modulo: la famiglia, il suo primo grado come lo indica la norma, la composizione e ciò che la norma richiede, e i testi della scheda. Copia ogni valore dall'edizione della norma che indichi. Scrivila in inglese: viene creata come bozza, su nessuna pagina finché non la pubblichi; i risultati tipici, gli altri gradi e le altre lingue seguono.",
      groups: {
        family: "La famiglia",
        grade: "Il suo primo grado, come lo indica la norma",
        composition: "Composizione chimica, percentuale in massa",
        requirements: "Ciò che la norma richiede a ogni getto",
        texts: "I testi della scheda",
      },
      needed: "Serve per una scheda tecnica.",
      notANumber: "Scrivi un numero, per esempio 7,85 o 1.200.",
      notADate: "Scegli un giorno, per esempio 2026-10-01.",
      paragraphs: "Lascia una riga vuota tra un paragrafo e l'altro.",
      choose: "Scegli…",
      noComposition: "Indica almeno un elemento della tabella della norma: il minimo, il massimo o entrambi.",
      problems: "Non ancora creata: {count} {count|cosa|cose} da correggere, ognuna indicata al suo campo.",
      create: "Crea la scheda tecnica (come bozza)",
      created: "“{title}” è stata creata, come bozza",
      createdIntro: "Salvata. I visitatori non la vedono finché non viene pubblicata.",
      next: "Poi",
      nextTypical: "Indica i risultati tipici della fonderia per il grado",
      nextTranslations: "Scrivi i suoi testi in italiano, poi nelle altre lingue",
      nextPublish: "Mettila sul sito: spunta “Pubblicato” nei dati dei materiali, poi Pubblica",
    },
    media: {
      title: "Libreria media",
      intro:
        "Tutte le foto e i documenti del sito in un unico elenco: dove sono usati, com'è ognuno adesso, la forma in cui viene ritagliato e la descrizione in ogni lingua.",
      all: "Tutti ({count})",
      withoutPhoto: "Ancora un disegno ({count})",
      withoutDescription: "Manca una descrizione ({count})",
      photos: "Foto",
      yours: "La tua foto",
      code: "La foto del sito",
      drawing: "Un disegno: qui manca ancora la foto",
      pixels: "{width} × {height} pixel, {size}",
      crop: "Ritagliata a {width} × {height}, conservando: {point}",
      descriptions: "Descrizione per chi non vede la foto",
      noDescription: "Nessuna descrizione propria: il testo accanto dice cosa mostra.",
      missing: "manca",
      change: "Cambia la foto",
      documents: "Documenti (PDF)",
      document: "PDF, {size}",
      noDocument: "Nessun PDF per ora",
      none: "Niente da mostrare con questa scelta ({count}).",
    },
    documents: {
      title: "Documenti (PDF)",
      intro:
        "I PDF che la pagina Qualità offre: ogni certificato elencato dal sito e i documenti di controllo di esempio. Un nuovo certificato si aggiunge prima nel file “quality”; poi il suo posto compare qui.",
      certificate: "Certificato",
      sample: "Esempio",
      none: "Nessun PDF per ora: la pagina dice che è disponibile su richiesta.",
      current: "Ora: un PDF di {size}.",
      view: "Apri il PDF attuale",
      choose: "Scegli un PDF",
      limits: "Un file PDF di al massimo 10 MB. Sostituisce quello attuale alla prossima pubblicazione.",
      upload: "Carica",
      saved: "Salvato. Pubblica per metterlo sul sito.",
      noSlot: "Questo documento non esiste.",
      tooLarge:
        "Il file supera i 10 MB: salvalo di nuovo con dimensioni ridotte (per esempio “riduci dimensione file” all'esportazione) e carica quello.",
      notPdf: "Questo file non è un PDF: aprilo e salvalo o esportalo come PDF, poi carica quel file.",
      active:
        "Questo PDF contiene più che pagine (uno script, un'azione che parte all'apertura o file allegati), cosa che un documento del sito non deve avere. Aprilo e salvalo di nuovo con “Stampa in PDF” (o come PDF/A), poi carica quel file.",
      noFile: "Non è stato scelto nessun file.",
      cutOff: "Il caricamento si è interrotto: riprova.",
    },
    gallery: {
      title: "Le foto della galleria",
      intro:
        "Aggiungi una foto con la sua descrizione in ogni lingua, spostane una o rimuovila: tutte le lingue cambiano insieme e ogni foto mantiene i suoi testi.",
      add: "Aggiungi una foto",
      category: "In quale filtro compare",
      alt: "Cosa mostra la foto, in {language}",
      addButton: "Aggiungi la foto",
      count: "La galleria ora: {count} foto, nell'ordine in cui appaiono",
      up: "Sposta su",
      down: "Sposta giù",
      remove: "Rimuovi",
      position: "Posto nella galleria",
      move: "Sposta lì",
      badPosition: "Scrivi un posto da 1 a {count}: la foto va lì e le altre le fanno spazio.",
      saved: "Salvato. I visitatori lo vedranno dopo la pubblicazione.",
      noPhoto: "Questa foto non è nella galleria.",
      noCategory: "Scegli uno dei filtri.",
      altMissing: "Scrivi cosa mostra la foto in {language}: lo leggono le persone che non possono vederla.",
      link: "Le foto della galleria: aggiungine, spostane o rimuovine una",
      several: {
        heading: "Più foto insieme",
        help: "Scegli o trascina qui fino a {count} foto, al massimo {megabytes} MB in tutto. Poi scrivi la descrizione di ognuna in ogni lingua, prima che vengano aggiunte.",
        choose: "Foto da aggiungere",
        category: "In quale filtro compaiono (si può cambiare per ognuna dopo)",
        send: "Carica e descrivile",
        title: "Descrivi le nuove foto",
        intro:
          "{count} foto {count|pronta|pronte}. Scrivi cosa mostra ognuna in ogni lingua, per chi non può vederla: vengono aggiunte insieme in fondo alla galleria, come un'unica modifica.",
        notKept: "Non tenute:",
        photo: "Foto {n}: {name}",
        addAll: "Aggiungi queste {count} foto",
        back: "Torna alla galleria",
        gone: "Questa foto non è più in attesa: caricala di nuovo.",
      },
    },
    photos: {
      title: "Foto",
      intro:
        "Ogni punto del sito che mostra una foto, con ciò che mostra ora. Scegline uno per metterci una tua foto.",
      slot: "Foto",
      shape: "mostrata {width} × {height}: ogni foto viene ritagliata in questa forma",
      keptAs: "Il suo file si chiama {slot} (per chi si occupa del server).",
      now: "Cosa mostra ora il sito",
      nothingYet: "Qui non c'è ancora nessuna foto.",
      choose: "La tua foto",
      limits:
        "JPEG, PNG, WebP, AVIF o la foto HEIC di un telefono, al massimo 30 MB e 40 megapixel. La foto di un telefono va bene così com'è: viene girata per il verso giusto.",
      upload: "Carica e vedi il ritaglio",
      preview: "Come la mostrerà il sito",
      previewIntro:
        "{name}, {width} × {height}, ritagliata nella forma del punto come la ritaglierà il sito. Tienila o scegline un'altra.",
      keep: "Tieni questa foto",
      saved: "Foto salvata. I visitatori la vedranno dopo la pubblicazione.",
      noSlot: "Questo spazio per foto non esiste.",
      point: "La parte della foto che il ritaglio conserva",
      pointAuto: "Automatica: dove sembra esserci il soggetto",
      points: {
        "top-left": "In alto a sinistra",
        top: "In alto",
        "top-right": "In alto a destra",
        left: "A sinistra",
        centre: "Al centro",
        right: "A destra",
        "bottom-left": "In basso a sinistra",
        bottom: "In basso",
        "bottom-right": "In basso a destra",
      },
      look: "Mostra questo ritaglio",
      pick: "Oppure fai clic sulla foto dove il ritaglio deve tenere, o trascina il punto; anche i tasti freccia lo spostano. Il ritaglio qui sopra si aggiorna subito.",
      pickAt: "Il punto che il ritaglio tiene: {x} % da sinistra, {y} % dall'alto",
      whole: "La foto intera, con incorniciata la parte che il sito mostra",
      refused: {
        uploadTooLarge: "Il caricamento supera i 30 MB.",
        uploadCutOff:
          "Il caricamento si è interrotto, o non era un modulo con una foto: scegli di nuovo la foto.",
        noFile: "Non è stato scelto nessun file.",
        uploadsFull:
          "Lo spazio del server per le foto in attesa di essere tenute è pieno in questo momento: tieni o scarta le foto inviate prima, o riprova tra un'ora.",
        tooLarge: "{name} supera i 30 MB.",
        oneAtATime: "Una foto per volta: {name} non è stata tenuta.",
        tooMany:
          "Al massimo {count} foto per volta: nessuna è stata tenuta. Scegline meno e inviale di nuovo.",
        severalTooLarge:
          "Le foto insieme superano {megabytes} MB: nessuna è stata tenuta. Scegline meno e inviale di nuovo.",
        heic: "{name}: questa foto HEIC (il formato proprio del telefono) non si riesce a leggere. Salvala come JPEG (su iPhone: Impostazioni › Fotocamera › Formati › Più compatibile, oppure inviala a te stesso per e-mail), poi carica quel file.",
        unreadable: "{name} non è una foto che il sito sa leggere (JPEG, PNG, WebP o AVIF).",
        damaged:
          "{name} è interrotta o danneggiata: caricala di nuovo, o esportala di nuovo dalla fotocamera.",
        format: "{name} è un file {format}: il sito accetta JPEG, PNG, WebP o AVIF.",
        tooManyPixels:
          "{name} ha {megapixels} megapixel ({width} × {height}): al massimo 40. Riducila, o invia la foto nella dimensione del telefono.",
      },
    },
    files: {
      title: "Pagine e testi",
      intro:
        "Tutti i testi del sito, una pagina alla volta. Una modifica viene controllata quando la salvi e arriva ai visitatori quando pubblichi.",
      facts: "I dati dell'azienda (uguali in ogni lingua)",
      factsShort: "dati, tutte le lingue",
      none: "Il tuo account non ha file da modificare: chiedi a un amministratore di assegnargli le tue lingue.",
    },
    edit: {
      intro: "Cambia ciò che serve e premi Salva. Nulla arriva al sito finché non pubblichi.",
      keptIn: "Questi testi sono nel file {file} (per chi si occupa del server).",
      save: "Salva",
      saved: "Salvato. I visitatori lo vedranno dopo la pubblicazione.",
      unchanged: "Non era cambiato nulla: niente da salvare.",
      problems: "Non salvato: {count} {count|cosa|cose} da correggere. Il file è rimasto com'era.",
      restored:
        "Ciò che avevi scritto qui il {date} senza salvarlo è di nuovo nel modulo. Salvalo, oppure scartalo per vedere la pagina com'è salvata.",
      discard: "Scarta ciò che avevo scritto",
      live: {
        title: "Anteprima",
        page: "Pagina mostrata",
        refresh: "Mostra nell'anteprima",
        phone: "Telefono",
        desktop: "Computer",
        show: "Mostra l'anteprima",
        hide: "Nascondi l'anteprima",
        frame: "La pagina come la vedranno i visitatori, con ciò che hai scritto (non ancora salvato)",
        waiting: "L'anteprima aspetta che si corregga:",
        none: "Questi testi compaiono solo quando sul sito qualcosa va storto: non hanno una pagina da mostrare.",
        noBuild: "Questa lingua non è costruita su questo server: le sue pagine non si possono mostrare.",
        tooFast:
          "L'anteprima si ferma un momento: in un minuto ne sono state chieste più di quante ne chieda chi scrive. Riprende tra {seconds} secondi; ciò che hai scritto è ancora nel modulo.",
        busy: "Molte persone stanno guardando l'anteprima insieme: arriva tra un momento, con ciò che scrivi dopo.",
      },
      elsewhere: "Questa modifica renderebbe non valido un altro file",
      conflictTitle: "Qualcun altro ha salvato questo file mentre lo modificavi",
      conflictIntro:
        "Non è stato salvato nulla: avete modificato entrambi i campi qui sotto. I tuoi valori sono ancora nel modulo, insieme alle sue modifiche agli altri campi. Salva di nuovo per tenere i tuoi in questi campi, oppure riscrivi i suoi.",
      theirs: "I suoi ({who}, {when})",
      yours: "I tuoi",
      merged:
        "Salvato, insieme a ciò che {who} ha cambiato nel frattempo in altri campi. I visitatori lo vedranno dopo la pubblicazione.",
      formRefused:
        "Non è stato salvato nulla: l'elenco “{list}” è arrivato con {count} elementi, ma il modulo ne conteneva al massimo {max}. Nessuna pagina dell'editor invia questo: ricarica la pagina e riprova.",
      notYours: "Il tuo account non può modificare questo file.",
      notFound: "Questo file di contenuti non esiste.",
      form: {
        item: "Elemento",
        add: "Aggiungi un elemento",
        remove: "Rimuovi",
        up: "Sposta su",
        down: "Sposta giù",
        required: "obbligatorio",
        english: "Inglese",
        draft: "Bozza: non ancora confermata (togli la spunta per confermare)",
        yes: "Sì",
        no: "No",
        atMostCharacters: "al massimo {n} caratteri",
        atLeastItems: "almeno {n} elementi",
        atLeastOneItem: "almeno un elemento",
        atMostItems: "al massimo {n} elementi",
        atMostOneItem: "al massimo un elemento",
        outdated:
          "Da aggiornare: il testo inglese è cambiato da quando questa traduzione è stata confermata.",
        confirm: "La traduzione è ancora corretta",
        added: "Elemento {n} aggiunto",
        removed: "Elemento {n} rimosso",
        moved: "Spostato al posto {n}",
        drag: "Sposta: trascinalo, oppure usa le frecce su e giù",
        checkEmpty: "Scrivi qualcosa qui: non può restare vuoto.",
        checkShort: "Almeno {n} caratteri: per ora {count}.",
        checkNumber: "Scrivi un numero, per esempio 1200 o 1,5, senza altri segni.",
        checkInteger: "Scrivi un numero intero, per esempio 30, senza altri segni.",
        checkCount: "{count} di {max} caratteri",
        checkFull:
          "{max} di {max} caratteri: il massimo per questo campo. Quello che scrivi in più non viene aggiunto; accorcia il testo per cambiarlo.",
      },
      confirmAll: "Conferma tutte le traduzioni del file",
      outdatedCount:
        "{count} {count|traduzione|traduzioni} da aggiornare: il testo inglese è cambiato da quando sono state confermate. Correggile o spunta “ancora corretta”.",
    },
    history: {
      title: "Cronologia",
      intro:
        "Ogni modifica salvata, dalla più recente. Annulla crea una nuova modifica che la toglie; pubblica per portarla sul sito.",
      none: "Ancora nessuna modifica.",
      by: "di {author}, {date}",
      bySite: "dal codice del sito, {date}",
      undo: "Annulla questa modifica",
      undone: "Annullata, con una nuova modifica nella cronologia. Pubblica per portarlo sul sito.",
      undoFailed:
        "Questa modifica non si può annullare da sola: modifiche successive toccano le stesse righe. Annulla prima quelle.",
      changes: "Cosa è cambiato",
      live: "Sul sito",
      notLive: "Non ancora pubblicata",
      before: "Prima",
      after: "Dopo",
      photo: "Una nuova foto in {place}",
      photoRemoved: "La foto tolta da {place}",
      codeContent: "I testi e le foto del sito come sono arrivati con il suo codice",
      field: "Campo",
      document: "Un nuovo documento: {file}",
      confirmed: "Traduzioni confermate; nessun testo cambiato",
      restore: "Ripristina {page} com'era dopo questa modifica",
      restored:
        "{page} è tornata com'era dopo quella modifica, con una nuova modifica nella cronologia. Pubblica per portarla sul sito.",
      restoreFailed:
        "Non ripristinata: {page} com'era allora non va d'accordo con il sito com'è ora (un testo o un nome che le serve è cambiato da allora).",
      removed: "il file è stato tolto",
    },
    publish: {
      title: "Pubblica",
      intro:
        "La pubblicazione costruisce l'intero sito con le modifiche salvate, controlla ogni pagina e poi passa i visitatori alla nuova versione in un colpo solo. Di solito richiede meno di un minuto; quando il server è occupato anche qualche minuto, e questa pagina mostra a che punto è.",
      live: "I visitatori vedono la versione {release}, pubblicata il {date}.",
      noRelease:
        "I visitatori vedono il sito com'era all'installazione; dall'editor non è stato ancora pubblicato nulla.",
      pending: "{count} {count|modifica salvata non è|modifiche salvate non sono} ancora sul sito.",
      upToDate: "Tutto ciò che è stato salvato è sul sito.",
      button: "Pubblica",
      running: "Pubblicazione in corso… La pagina si aggiorna da sola.",
      previewRunning:
        "Anteprima in preparazione… I visitatori vedono ancora il sito com'è. La pagina si aggiorna da sola.",
      rollbackRunning: "Ritorno alla versione precedente in corso… La pagina si aggiorna da sola.",
      notTaken:
        "La pubblicazione richiesta {minutes} {minutes|minuto|minuti} fa non è partita: il servizio di pubblicazione del server non l'ha presa in carico (avvisa chi gestisce il server). Sul sito non è cambiato nulla; puoi richiederla di nuovo.",
      done: "Pubblicato: i visitatori vedono le tue modifiche (in {seconds} s).",
      failed: "Non pubblicato: {reason}. I visitatori vedono ancora il sito com'era.",
      rollback: "Torna alla versione precedente",
      rollbackIntro: "Se qualcosa non va sul sito, la versione precedente è a un clic.",
      busy: "Una pubblicazione è già in corso: attendi che finisca.",
      log: "Cosa ha fatto la pubblicazione",
      steps: {
        copy: "Il codice del sito copiato in una nuova versione (il sito online non viene toccato)",
        content: "Le tue modifiche salvate, prese",
        build: "Le pagine in costruzione, lingua per lingua",
        language: "{language}: {pages} pagine pronte ({seconds} s)",
        unchanged:
          "{language}: non toccata da questa modifica, le sue {pages} pagine riprese dal sito online",
        reworded:
          "{language}: cambiati solo i testi, {pages|riscritta la|riscritte le} {pages} {pages|pagina che li mostra|pagine che li mostrano} ({seconds} s)",
        check: "Ogni pagina aperta, per controllare che risponda",
        checked: "{pages} pagine controllate: rispondono tutte",
        switch: "La nuova versione messa online",
        promote: "L'anteprima già controllata messa online così com'è",
        problems: "{count} {count|cosa|cose} da correggere prima, ciascuna un link al suo campo:",
        problemsReason:
          "{count} {count|cosa|cose} da correggere nei testi, {count|elencata|elencate} qui sotto",
        running: "in corso…",
      },
      technical: "Dettagli tecnici (per chi si occupa del server)",
      causes: {
        photo:
          "la foto {file} non si riesce a leggere (il file potrebbe essere danneggiato o incompleto). Sostituiscila in Foto con un JPEG o un PNG, poi pubblica di nuovo",
        timedOut:
          "il server era troppo occupato per finire in tempo, anche dopo aver riprovato. Le tue modifiche sono a posto: pubblica di nuovo tra qualche minuto",
        pages:
          "{count} {count|pagina|pagine} della nuova versione non si {count|è aperta|sono aperte} ({pages}). Avvisa chi si occupa del server; i dettagli tecnici qui sotto dicono perché",
        server:
          "il sito non ha preso la nuova versione in tempo, quindi è rimasto su quella precedente. Pubblica di nuovo tra qualche minuto; se succede ancora, avvisa chi si occupa del server",
        busy: "era in corso un'altra pubblicazione o un ritorno indietro. Attendi che finisca, poi pubblica di nuovo",
        stopped:
          "è stata interrotta prima di finire (il server è ripartito, o la pubblicazione è stata fermata). Nulla di incompleto è stato tenuto: pubblica di nuovo",
        noEarlier: "non c'è una versione precedente a cui tornare",
        placeholders:
          "il sito pubblico ha ancora {count} {count|valore|valori} da inserire (un nome, un numero, un indirizzo che il sito mostra come “{…}”, “000” o example.com) e i clienti non devono vederli. Compila ognuno di quelli elencati qui sotto, poi pubblica di nuovo",
        other:
          "qualcosa non ha funzionato sul server (“{detail}”). Avvisa chi si occupa del server; i dettagli tecnici qui sotto dicono di più",
      },
      liveProblem:
        "Pubblicato: i visitatori vedono le tue modifiche, ma un passaggio dopo la messa online non è riuscito (“{detail}”). Avvisa chi si occupa del server.",
      previewButton: "Prima un'anteprima",
      previewHelp:
        "L'anteprima costruisce il sito con le modifiche salvate senza mostrarlo ai visitatori; pubblicare poi le stesse modifiche richiede pochi secondi.",
      notYours:
        "La pubblicazione spetta a redattori e amministratori: salvate le traduzioni, chiedi a uno di loro di pubblicarle.",
      previewDone: "L'anteprima è pronta ({seconds} s).",
      previewLink: "Vedi l'anteprima",
      previewChanged: "Cambiata",
      previewChangedCount:
        "{count} {count|pagina diversa|pagine diverse} da ciò che i visitatori vedono ora; sono le prime di ogni lingua.",
      previewTitle: "Anteprima",
      previewIntro:
        "Il sito come lo vedranno i visitatori dopo la pubblicazione, in ogni lingua (senza i suoi script: menu e ingrandimenti funzionano una volta pubblicato).",
      previewNone: "Non c'è ancora un'anteprima: usa “Prima un'anteprima” nella pagina Pubblica.",
      previewBanner: "Anteprima: non ancora sul sito.",
      previewStale: "Dopo questa anteprima sono state salvate altre modifiche: creane una nuova per vederle.",
    },
  },
};
