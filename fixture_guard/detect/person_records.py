"""A person's sensitive data and records beyond their identifiers (round 16).

The LFPDPPP calls some personal data *sensitive* (datos personales sensibles, art. 3
VI): a person's health, religious belief, union or party affiliation, sexual
preference, and (round 17) their ethnic origin, genetic and biometric data, a
philosophical conviction and a criminal record. A fixture that records them about someone names that person's most
protected data. Other data identify a person as surely as an id once tied to them: the
plate or the VIN of their car, their driving licence, their student enrolment number,
their bank account named as such (the CLABE has its own rule) or an IBAN, their salary,
their debts, balances and property (round 17), their precise location, and the IP
address a request came from (a forwarding header, a client-IP field, an access log).

None of these is personal by its shape alone: "la diabetes tipo 2 afecta a 12 millones",
"el salario mínimo es de $278.80", "placa conmemorativa", a server's address. Each is
reported only when the text ties it to a person:

- **a person on its line**: a name the gazetteer reads (`detect.names`), within the
  datum's sentence-sized neighbourhood on the same line;
- **the writer's own** ("mi sueldo", "soy católica", "I'm pregnant", "tengo VIH");
- **a person's record** (a patient's, an employee's, a student's, a customer's, a
  user's: `paciente`, `patient`, `alumno`, `empleado`, `user=`);
- for an IP, **a forwarding header** that names the client (`X-Forwarded-For`,
  `X-Real-IP`, `CF-Connecting-IP`, `True-Client-IP`, `Forwarded: for=`, also named in
  prose before its client), a user's login "from" it, a named person "from the IP" (round
  19), a handle's address in parentheses (`@user (…)`), and only a globally routable
  address (no private, loopback, CGNAT or documentation range).

What stays: the same words about no one (an article, a statistic), a professional's
specialty ("Dra. …, especialista en VIH"), an institution's name ("Iglesia Católica de
…", "Clínica de Diabetes"), a company's account, a minimum or an average wage.

Every pass is behind one RE2 alternation over the text (`compile_linear`): a text with
none of the anchors costs that pass alone.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from fixture_guard.detect.base import Match
from fixture_guard.detect.gates import Gated
from fixture_guard.detect.linear_re import compile_linear
from fixture_guard.detect.names import find_names, is_given_name
from fixture_guard.detect.operator_env import public_client_ip
from fixture_guard.detect.personal_codes import PERSON_RECORD_CODE, SENSITIVE_CODE
from fixture_guard.detect.textview import is_view_sensitive, view_of

# --- the anchors ----------------------------------------------------------------------

#: Health: a diagnosis, a condition, a status, a treatment that only the sick take.
_HEALTH = (
    r"diagn[oó]stic\w*|diagnos(?:is|ed)|\bVIH\b|\bHIV\b|seropositiv\w*|\bsida\b|\bAIDS\b"
    r"|embarazad[ao]|pregnan(?:t|cy)|discapacidad\w*|disabilit(?:y|ies)|diabetes|diab[eé]tic\w*"
    r"|c[aáâ]ncer|leucemia|leukemia|depresi[oó]n|depression|esquizofrenia|schizophrenia"
    r"|trastorno bipolar|bipolar disorder|epilepsia|epilepsy|hipertensi[oó]n|hypertension"
    r"|tuberculosis|hepatitis|insulina|insulin|quimioterapia|chemotherapy|hemodi[aá]lisis"
    r"|dialysis|alzheimer|autismo|autism|\bTDAH\b|\bADHD\b|VPH\b|\bHPV\b|enfermedad renal"
    r"|kidney disease|carga viral|viral load|antirretroviral\w*|antiretroviral\w*"
    # round 17: a pregnancy, a blood group, an allergy
    r"|embarazo|tipo de sangre|grupo sangu[ií]neo|blood type|al[eé]rgic[oa] a|allergic to"
    # round 19: a suicide attempt (Spanish, English, Portuguese)
    r"|intento de suicidio|suicide attempt|attempted suicide|tentativa de suic[ií]dio"
    # round 21: an addiction and its treatment (es/en/pt), a pregnancy's follow-up, the
    # mental-health disorders by their names, a disability in Portuguese
    r"|alcoholism\w*|alcoholismo|alcoolismo|alcoh[oó]lic[oa]\b|alco[oó]latra|alcoholic\b"
    r"|(?:alcohol|substance|drug|opioid) use disorder|trastorno por (?:consumo|uso) de"
    r"|transtorno por uso de|adicci[oó]n\w*|addict(?:ion|ed)\b|depend[eê]ncia qu[ií]mica"
    r"|drogadic\w*|alcoh[oó]licos an[oó]nimos|alcoholics anonymous|narcotics anonymous"
    r"|narc[oó]ticos an[oó]nimos|\bAA meetings?|reuni(?:ones|[oõ]es) (?:de|do|dos) AA\b"
    r"|\d+ (?:months|years|days|meses|a[ñn]os|d[ií]as) (?:sober|sobri[oa]s?|de sobriedad)"
    r"|en rehabilitaci[oó]n|in rehab\b|gestante|gr[aá]vida|gravidez|pr[eé]-?natal"
    r"|semanas de (?:gestaci[oó]n|embarazo|gesta[cç][aã]o)|weeks pregnant"
    r"|trastorno de (?:ansiedad|p[aá]nico|la conducta alimentaria|estr[eé]s)|anxiety disorder"
    r"|panic disorder|transtorno de (?:ansiedade|p[aâ]nico)|depress[aã]o|\bPTSD\b|\bTEPT\b"
    # round 24: depression by its clinical names (es/en/pt)
    r"|(?:major )?depressive (?:disorder|episode)|trastorno depresivo|episodio depresivo"
    r"|transtorno depressivo|epis[oó]dio depressivo"
    r"|estr[eé]s postraum[aá]tico|post-?traumatic stress|eating disorder|anorexia|bulimia"
    r"|soropositiv\w*|defici[eê]ncia (?:f[ií]sica|visual|auditiva|intelectual)|cadeirante"
    r"|wheelchair user|silla de ruedas"
    # round 23: an organ's failure and its treatment (es/en/pt)
    r"|insuficiencia (?:renal|card[ií]aca|hep[aá]tica|respiratoria)(?: cr[oó]nica)?"
    r"|insufici[eê]ncia (?:renal|card[ií]aca|hep[aá]tica|respirat[oó]ria)"
    r"|(?:kidney|renal|heart|liver|hepatic|respiratory) failure|hemodi[aá]lis[ie]s|di[aá]lise"
    r"|\bdi[aá]lisis\b|\bdialysis\b|trasplante de (?:ri[ñn][oó]n|h[ií]gado|coraz[oó]n)"
    r"|(?:kidney|liver|heart) transplant|transplante de (?:rim|f[ií]gado|cora[cç][aã]o)"
    # round 25: a surgery, a procedure or a lab result by its name (es/en/pt): an
    # insurer's questionnaire, a lab report
    r"|cirug[ií]a bari[aá]trica|cirurgia bari[aá]trica|bariatric surgery|bypass g[aá]strico"
    r"|gastric bypass|manga g[aá]strica|gastric sleeve|mastectom[ií]a|mastectomy"
    r"|histerectom[ií]a|hysterectomy|radioterapia|radiotherapy|radiation therapy"
    r"|biopsia|biopsy|\bHbA1c\b|hemoglobina glu?cosilada|hemoglobina glicada"
    r"|glycated ha?emoglobin|\b(?:IMC|BMI)[ \t:=]*\d{2}\b"
)
#: Round 20: Mexico's and the region's indigenous peoples by their adjective or their own
#: name, either gender ("mixteco"/"mixteca", "wixárika", "rarámuri", "ñuu savi"), and a few
#: peoples of the continent; in English, capitalised, the ethnonyms before "people" or
#: "descent".
_PEOPLES = (
    r"mixtec[oa]s?|zapotec[oa]s?|nahuas?|n[aá]huatl|mayas?|otom[ií]e?s?|wix[aá]rika|huichol\w*"
    r"|pur[eé]pechas?|p.urh[eé]pecha|tarahumaras?|rar[aá]muri|yaquis?|yoeme|mazatec[oa]s?"
    r"|totonac[oa]s?|tzotziles|tzotzil|tsotsil|tzeltales|tzeltal|choles|chol|mazahuas?"
    r"|chinantec[oa]s?|mixes?|ayuu?jk|tlapanec[oa]s?|me.phaa|triquis?|seris?|comc[aá]ac"
    r"|huastec[oa]s?|t[eé]nek|h?[ñn][aä]h?[ñn][uú]|[ñn]uu savi|b[iì]nnizá|zoques?"
    r"|amuzgos?|tojolabales|tojolabal|chatinos?|coras?|n[aá]ayeri|mayos?|yoremes?"
    r"|tepehuan[oa]s?|huaves?|ikoots|lacandon(?:es)?|lacand[oó]n|kumiai|kickapoo"
    r"|quechuas?|aimaras?|aymaras?|guaran[ií]e?s?|mapuches?|wayuu|qom|wich[ií]|garifunas?"
)
_PEOPLES_EN = (
    r"Mixtec|Zapotec|Nahua|Mayan?|Otomi|Wixarika|Wixárika|Huichol|Purepecha|Purépecha"
    r"|Tarahumara|Raramuri|Rarámuri|Yaqui|Mazatec|Totonac|Tzotzil|Tzeltal|Chinantec|Mixe"
    r"|Triqui|Seri|Huastec|Quechua|Aymara|Guarani|Mapuche|Wayuu|Garifuna|Navajo|Cherokee"
    r"|Lakota|Ojibwe|Cree|Inuit|Sami|Roma|Romani"
)
#: Round 17: the other sensitive categories of the LFPDPPP (art. 3 VI) and the GDPR
#: (art. 9): origin, genetic and biometric data, political and philosophical belief,
#: union membership, and (art. 10) a criminal record.
_OTHER_SENSITIVE = (
    # origin: an indigenous or afro-descendant origin, an indigenous language spoken
    r"origen (?:ind[ií]gena|[eé]tnico|afro\w*)"
    # round 24: a record's field of origin with a people for value (`"origen_etnico":
    # "tsotsil"`, `etnia=zapoteca`, `ethnicity: Mixtec`)
    r"|(?:(?:origen|grupo|origem|pertenencia)[_\-]?[eé]tnic[oa]|etnia|etnicidad|etnicidade"
    r"|ethnicity|ethnic[_\-]?(?:origin|group))\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?"
    r"(?:ind[ií]gena |indigenous )?(?:" + _PEOPLES + r")\b"
    # round 19: self-identification, the census's term ("se autoadscribe como indígena")
    r"|autoadscri\w+|auto-?identifica\w* como (?:ind[ií]gena|afro\w*)"
    # round 20: a people named after its word ("integrante del pueblo mixteco", "de origen
    # wixárika", "povo guarani", "of Zapotec descent"), or "se identifica como" a people
    r"|(?:pueblo|origen|etnia|naci[oó]n|comunidad|povo|origem|se identifica como"
    r"|se reconoce como)(?: ind[ií]gena| originario| originaria)? (?:" + _PEOPLES + r")\b"
    r"|(?-i:" + _PEOPLES_EN + r") (?:people|origin|descent|heritage|ancestry|community)\b"
    r"|self-identif\w+ as (?:indigenous|native|afro\w*)|ethnic origin|ethnicity|grupo [eé]tnico"
    # round 21: a declaration of one's origin or colour (the census's and the forms'
    # words: "se declaró indígena", "declarou-se quilombola", "raça/cor: parda"), and
    # the communities named by themselves (quilombola, gitano/cigano, Roma)
    r"|(?:se declar[oó]|se declara|declarou-se|se declarou|se declara como|autodeclarad[oa]"
    r"|self-declared|self-described|se autodenomina|se considera|identifies as)"
    r" (?:como )?(?:ind[ií]gena|indigenous|negr[oa]|pret[oa]|pard[oa]|afro\w*|mestiz[oa]"
    r"|quilombola|black|native american|first nations|cigan[oa]|gitan[oa]|roma(?:n[ií])?\b)"
    r"|quilombolas?\b|(?:cor|ra[cç]a|raza|race)(?:[ /]+(?:cor|ra[cç]a|etnia))?[ \t]*[:=][ \t]*"
    r"(?:ind[ií]gena|indigenous|negr[oa]|pret[oa]|pard[oa]|afro\w*|mestiz[oa]|black|branc[oa]"
    r"|blanc[oa]|white|asi[aá]tic[oa]|asian|amarel[oa]|hispanic|latin[oa])\b"
    r"|afrodescendiente|afromexican[oa]|afro-?descendant|pueblo originario|etnia\b"
    # round 23: "indígena maya", "indígena zapoteca", "indigenous Mixtec": the people
    # after the word (es/en/pt)
    r"|ind[ií]genas? (?:" + _PEOPLES + r")\b|(?-i:[Ii]ndigenous (?:" + _PEOPLES_EN + r"))\b"
    r"|hablante de (?:lengua ind[ií]gena|n[aá]huatl|maya|mixteco|zapoteco|otom[ií]|tzeltal"
    r"|tsotsil|tzotzil|totonaco|mazateco|chol|mazahua|huasteco|chinanteco|pur[eé]pecha|mixe"
    r"|tlapaneco|tarahumara|quechua|aimara|aymara|guaran[ií]|mapudungun"
    # round 18: the rest of INALI's catalogue of Mexico's language groups, and the
    # peoples' own names for their languages (tének, hñähñu, ayuuk, rarámuri, …)
    r"|zoque|amuzgo|tojolabal|chatino|huichol|wix[aá]rika|chontal|popoluca|popoloca|mayo"
    r"|yoreme|tepehuano|tepehu[aá]n|triqui|cora|n[aá]ayeri|yaqui|yoeme|huave|ombeayiiuts"
    r"|cuicateco|pame|mam|tepehua|q.anjob.al|kanjobal|chichimeca|guarij[ií]o|matlatzinca"
    r"|chuj|jakalteko|pima|kickapoo|seri|comc[aá]ac|kumiai|paipai|cucap[aá]|kiliwa|ixcateco"
    r"|tlahuica|lacand[oó]n|k.iche.|kaqchikel|q.eqchi.|ixil|chocholteco|ayapaneco|oluteco"
    r"|t[eé]nek|h?[ñn][aä]h?[ñn][uú]|ayuu?jk|rar[aá]muri|me.phaa|[ñn]uu savi|tu.un savi"
    r"|diidxaz[aá]|bats.il k.op|p.urh[eé]pecha|mazahua|totonaco|tutunakú"
    r"|lengua (?:originaria|ind[ií]gena|materna ind[ií]gena))\b"
    # genetic
    r"|gen[eé]tic[oa]s?\b|genetic\b|\bADN\b|\bDNA\b|BRCA[12]\b|genoma|genome"
    # biometric
    r"|huellas? (?:dactilar(?:es)?|digital(?:es)?)|fingerprints?\b|reconocimiento facial"
    r"|facial recognition|biom[eé]tric[oa]s?\b|biometric\b|escaneo de iris|iris scan"
    r"|huella de voz|voiceprint"
    # political
    r"|militante\b|simpatizante\b|afiliaci[oó]n pol[ií]tica|political affiliation"
    r"|party member|vot[oó] por\b|voted for\b"
    # union
    r"|sindicato\b|sindical\b|labou?r union|trade union|afiliad[oa] al? (?-i:[A-Z]{3,6})\b"
    # round 21: a member's dues and a local's number after the union ("<Union> Local 1932
    # member", "dues deducted", "cuota sindical", "contribuição sindical", a steward)
    r"|union dues|dues deducted|cuotas? sindical(?:es)?|descuento sindical"
    r"|contribui[cç][aã]o sindical|mensalidade sindical|sindicalizad[oa]s?|filiad[oa] ao sindicato"
    r"|(?-i:Local) \d+ member|(?:local|secci[oó]n|se[cç][aã]o) \d+ (?:member|miembro|agremiad[oa])"
    r"|union steward|shop steward|delegad[oa] sindical|representante sindical"
    # philosophical
    r"|objetor(?:a)? de conciencia|conscientious objector|agn[oó]stic[oa]\b|agnostic\b"
    r"|convicciones (?:filos[oó]ficas|morales)|creencias? filos[oó]ficas?"
    # criminal record
    r"|antecedentes penales|criminal record|sentenciad[oa] por|condenad[oa] por"
    r"|convicted of|ficha (?:criminal|signal[eé]tica)"
    # round 21: a past conviction or a criminal history (es/en/pt)
    r"|antecedentes criminai?les|antecedentes criminais|prior convictions?|previous convictions?"
    r"|criminal (?:history|conviction)|arrest record|sex offender|agresor sexual registrad[oa]"
    r"|condena[cç][aã]o (?:por|criminal|anterior)|condena (?:previa|anterior)|cumpriu pena"
    r"|served time|jailed for|fue detenid[oa]|foi pres[oa]|registro criminal"
    # round 20: a detention or a trial under way, a prison, a parole (es/en/pt)
    r"|prisi[oó]n preventiva|pris[aã]o preventiva|pretrial detention|vinculad[oa] a proceso"
    r"|orden de aprehensi[oó]n|arrest warrant|recluid[oa] en|reclusorio|\bcereso\b"
    r"|\bcefereso\b|penitenciar[ií]a|penitentiary|libertad condicional|on parole|on probation"
    r"|cumpl(?:e|i[oó]) (?:una )?condena|serv(?:ed|ing) (?:a )?(?:\d+-year )?(?:prison )?sentence"
    r"|arrested for|detenid[oa] por|preso por|presa por|cumpre pena"
    # round 22: a conviction by its offence ("a 2017 DUI conviction", "felony conviction"),
    # a sentence (es/en/pt); an accusation is not a record (the news report them of
    # public figures every day)
    r"|\bconvictions?\b|\bconvicted\b|condenas? por|condenad[oa]\b|condena[cç][aã]o\b"
    r"|sentencia condenatoria|\bfelony\b|\bmisdemeanou?r\b|\bDUI\b|\bDWI\b"
    # round 26: a sentence held as a record ("tiene sentencia por fraude", "con sentencia
    # por …", "tem sentença por roubo"); the news's "was sentenced to" of a public figure
    # is an event, not a record (a clean capture reports one)
    r"|(?:tiene|ten[ií]a|con|registra|cuenta con) sentencias? por"
    r"|(?:tem|tinha|com) senten[cç]as? por"
    # round 23: a criminal case by its docket number ("causa penal 123/2019", "processo
    # criminal nº 45/2020", "criminal case no. 7/2021"): a word alone names no record
    r"|(?:causa penal|proceso penal|expediente penal|carpeta de investigaci[oó]n|processo"
    r" (?:penal|criminal)|a[cç][aã]o penal|criminal case)(?: (?:n[uú]m(?:ero)?\.?|no\.?|n[ºo°]"
    r"|number|#))? ?[A-Z]{0,4}[-/ ]?\d{1,6}/\d{2,4}\b"
)
#: Religion and the other sensitive categories: belief, union, party, sexual preference.
_BELIEF = (
    r"testigos? de jehov[aá]|cat[oó]lic[ao]s?|evang[eé]lic[ao]s?|musulm[aá]n\w*|muslim"
    r"|jud[ií][ao]s?\b|jewish|mormon\w*|adventista|budista|buddhist|\bateo\b|\batea\b|atheist"
    r"|religi[oó]n|religion|religi[aã]o|afiliad[oa] al? (?:partido|sindicato)|sindicalizad[oa]"
    r"|union member|party member|orientaci[oó]n sexual|sexual orientation|homosexual|bisexual"
    # round 24: Portuguese's spellings ("homossexual", "bissexual", "lésbica")
    r"|homossexual|bissexual|l[eé]sbica"
    r"|lesbiana|\bgay\b"
    # round 23: a same-sex partner, an extramarital relation (es/en/pt)
    r"|(?:pareja|c[oó]nyuge|espos[oa]|novi[oa]|parceir[oa]|companheir[oa]|c[oô]njuge"
    r"|namorad[oa]) (?:del|do|de) mesmo sexo|(?:pareja|c[oó]nyuge|espos[oa]|novi[oa])"
    r" del mismo sexo|same-sex (?:partner|spouse|husband|wife|relationship|marriage)"
    r"|extramarital\w*|extra-?matrimonial\w*|extraconjuga\w*|infidelidad|infidelity"
    r"|infidelidade"
    # round 21: the English and Portuguese words, coming out (es/en/pt)
    r"|\blesbian\b|l[eé]sbica|bissexual|pansexual|\basexual\b|assexual"
    r"|(?:identifies as|se identifica como|identifica-se como) queer"
    r"|came out as|came out to (?:his|her|their)|coming out|sali[oó] del (?:cl[oó]set|armario)"
    r"|saiu do arm[aá]rio|se assumiu (?:gay|l[eé]sbica|bissexual|trans)"
    # round 20: a gender identity ("mujer trans", "persona no binaria", "transgender")
    r"|(?:mujer|hombre|persona|chica|chico|mulher|homem|pessoa) trans\b|trans (?:woman|man|person)\b"
    r"|transg[eé]ner[oa]|transgender|transexual|transsexual|no binari[oa]|non-?binary"
    r"|n[aã]o bin[aá]ri[oa]|identidad de g[eé]nero|gender identity|intersexual|intersex\b"
    # round 20: a church by its confession (a member's word makes it theirs, below)
    r"|pentecostal\w*|menonita|mennonite|luteran[oa]|lutheran|presbiterian[oa]|presbyterian"
    r"|anglican[oa]|anglican|[uú]ltimos d[ií]as|latter-day saints"
    # round 21: the Afro-Brazilian and Afro-Caribbean religions, spiritism, the other
    # confessions by their follower's noun (es/en/pt)
    r"|candombl[eé]|umbanda|santer[ií]a|esp[ií]rita\b|espiritismo|kardecista|\bsikh\b|hind[uú]\b"
    r"|hinduista|testemunhas? de jeov[aá]|mu[cç]ulman[oa]|shinto\w*|taoista"
    # round 19: a conversion to or the practice of a religion, by its name
    r"|(?:convert(?:ed|s)? to|convirti[oó] al?|se convirti[oó] al?|convertid[oa] al?"
    r"|practicante del?|practices|practica el) (?:el |la |the )?(?:juda[ií]smo|judaism|islam\w*"
    r"|catolicismo|catholicism|cristianismo|christianity|protestantismo|protestantism"
    r"|budismo|buddhism|hinduismo|hinduism|santer[ií]a|mormonismo|evangelismo)"
    # a union's member by its local ("member of the <Union> local 705", "miembro de la
    # sección 22 del sindicato"), a party's donor or member
    # (round 25: by joining it, "joined the <Union> local 63", "se afilió al sindicato")
    r"|(?:(?:member|miembro|integrante|agremiad[oa]) (?:of|del?|de la)"
    r"|joined|se afili[oó] al?|se uni[oó] al?|afiliou-se ao|filiou-se ao|entrou no)"
    r" (?:the |el |la |o )?"
    r"(?:[A-Z][\w'-]+ ){0,4}(?:local \d+|union|sindicato|secci[oó]n \d+)"
    r"|(?:donated to|donates to|don[oó] al?|voted for|vot[oó] por|campaigned for|milita en"
    r"|militante del?) (?:the |el |la )?(?:[A-Z][\w'-]+ ){0,3}(?:party|partido)"
)
#: Round 20: a pay period, as a payroll's cell or after the pay's word.
_PAY_PERIOD = (
    r"quincenal(?:es)?|catorcenal(?:es)?|semanal(?:es)?|mensual(?:es)?|anual(?:es)?|monthly"
    r"|bi-?weekly|semi-?monthly|weekly|annual|yearly|mensal|quinzenal|semanal"
)
#: Records: a plate, a VIN, a licence, an enrolment number, a bank account, a salary, a
#: precise location, an IP's header or its user.
_RECORD = (
    r"\bplacas?\b|\bplates?\b|\b(?:placas?|plates?)[_\-]?(?:number|num|no|numero|n[uú]mero)\b"
    r"|\bVIN\b|\bNIV\b|n[uú]mero de serie del veh|licencia de (?:conducir|manejo)"
    r"|driver'?s? licen[cs]e|driving licen[cs]e|matr[ií]cula|student id|student number"
    r"|n[uú]mero de cuenta|\bcuenta\b|account (?:number|no\.?)\b|bank account"
    r"|sueldo|salario|salary|\bwages?\b|\d{1,3}\.\d{4,8}, ?-?\d{1,3}\.\d{4,8}"
    r"|x-forwarded-for|x-real-ip|cf-connecting-ip|true-client-ip|x-client-ip|forwarded"
    r"|\bfrom \d{1,3}\.\d{1,3}\.|\bdesde \d{1,3}\.\d{1,3}\.|\b(?:from|desde) ::ffff:\d"
    # round 26: the RFC 7239 pair with a sibling (`for=…;proto=`)
    r"|\bfor=\\?\"?\[?[0-9A-Fa-f]{1,4}[.:][0-9A-Fa-f:.]{5,44}\]?(?::\d{1,5})?\\?\"?;"
    # round 17: a plate by its vehicle's or its parking's word
    r"|estacionamiento|parking|veh[ií]culo|vehicle|camioneta|autom[oó]vil"
    # round 19: a person's pay by its document (a payslip, a severance), an address
    # "from the IP …", a handle's address in parentheses
    r"|finiquito|aguinaldo|n[oó]mina|percepciones|payslip|pay ?stub|severance"
    # round 20: a pay's other words, a payroll row's amount before its period
    r"|percepci[oó]n|remuneraci[oó]n|remunera[cç][aã]o|sal[aá]rio|ingreso mensual"
    # round 35: a pay's short word, and its long one ("comp <name> US$ … per year")
    r"|\bcomp\b|compensation|compensaci[oó]n|compensa[cç][aã]o"
    r"|\b(?:monthly|annual|gross|net|base) pay\b"
    r"|\d\d[ \t]*[,;|\t][ \t]*(?:" + _PAY_PERIOD + r")\b"
    r"|\b(?:from|desde)(?: (?:la|el|the|su|his|her|their))? (?:IP|direcci[oó]n IP)\b"
    r"|(?:^|[^\w.])@[\w.\-]{2,30} ?\( ?[0-9a-fA-F]{1,4}[.:]"
    # round 22: what someone earns by its verb; a child by its noun; an address after a
    # bare "IP"
    r"|\b(?:earns?|earning|makes|is paid|gets paid|gana|ganaba|cobra|percibe|ganha|recebe)\b"
    # round 25: the payer's verb; a pay's package ("+ prestaciones", "+ benefits")
    r"|\b(?:pagan|paga|pagaba|pagamos|pays?|paid|pagam|pagava)\b"
    r"|\+[ \t]*(?:prestaciones|benefits|bonus|bono|comisiones|vales|benef[ií]cios)\b"
    r"|\bni[ñn][oa]s?\b|\bmenor(?:es)?\b|\bchild\b|\bgirl\b|\bboy\b|\bkid\b|crian[cç]a"
    r"|\bmenin[oa]\b|\bhij[oa]s?\b|\bfilh[oa]s?\b|\bdaughter\b|\bson\b"
    r"|(?-i:\bIP)[ \t]+\d"
    # round 23: "IP de la usuaria <name>: …", "IP address of user …", "endereço IP do …"
    r"|(?-i:\bIP)(?:[ \t]+address)?[ \t]+(?:de|del|da|do|of|for)\b"
)
#: Round 17: a person's money and property: a debt, a balance, a credit bureau's score,
#: an inherited or mortgaged property; and an IBAN (mod 97), an access log's client.
_PATRIMONY = (
    r"\bsaldo\b|\badeud[oa]s?\b|\bdeuda\b|\bdebe\b|\bowes\b|bur[oó] de cr[eé]dito|credit score"
    r"|credit report|score crediticio|cartera vencida|hered[oó]\b|herencia\b|hipoteca"
    r"|mortgage|clave catastral|cuenta predial"
    # round 18: a property's entry in the public registry (Registro Público de la
    # Propiedad): its "folio real" (electrónico) and the number
    r"|folio real"
    # round 19: a loan or a credit owed, a property owned or valued, money held
    r"|pr[eé]stamo|\bloans?\b|cr[eé]dito\b|propietari[oa] de|valuad[oa] en|valued at"
    r"|\bholds?\b|\bowns?\b"
    # round 20: savings and investments (es/en/pt): an investment, savings, a retirement
    # fund, government bonds
    r"|inversi[oó]n|invirti[oó]|\binvest(?:s|ed|ment)?\b|investimento|ahorros|\bsavings\b"
    r"|poupan[cç]a|\bafore\b|\bcetes\b|fondo de (?:inversi[oó]n|retiro)|retirement fund"
    # round 21: Portuguese's debt
    r"|d[ií]vidas?\b|\bdebts?\b"
)
#: Round 21: a person's standing as a debtor, which needs no amount: listed by a credit
#: bureau ("negativado no Serasa", "reportado en buró"), in default or in collections,
#: their pay or account seized, bankrupt (es/en/pt).
_DEBT_STATUS = (
    r"negativad[oa]|nome sujo|\bserasa\b|inadimplente|moros[oa]\b|en mora\b|in default\b"
    r"|defaulted on|in collections|sent to collections|reportad[oa] (?:en|al) bur[oó]"
    r"|embargad[oa]|embargo (?:de|sobre|a) (?:su|sus|la|el|seu|sua)\b|wage garnishment"
    r"|garnished|declared bankruptcy|filed for bankruptcy|en bancarrota|quiebra personal"
    r"|insolvencia personal|fal[eê]ncia pessoal|bur[oó] de cr[eé]dito negativo|mal historial crediticio"
    r"|bad credit history|cartera vencida"
)
#: Round 20: a person's assets listed after their label ("Bienes de <name>: terreno de
#: 350 m2 en …", "Patrimonio: casa habitación …", "Assets of …: a condo …"): a property's
#: noun opens the list; it is the datum, with no amount needed.
_ASSET_LABEL = (
    r"\bbienes\b|\bpatrimonio\b|declaraci[oó]n patrimonial|propiedades|\bassets\b|holdings"
    r"|\bbens\b"
)
#: Round 22: what someone declared, owns or bought, by its verb ("<name> declaró una casa
#: en …", "owns two condos", "possui um imóvel"), the property's noun first after it.
_ASSET_VERB = (
    r"declar[oó]|declara|declared|declarou|report[oó]|reported|posee|pose[ií]a|possui|owns"
    r"|owned|compr[oó]|comprou|bought|hered[oó]|herdou|inherited|es due[ñn][oa] de"
    r"|[eé] dono de|[eé] dona de"
)
#: Round 26: plain possession, a property's noun right after it ("<name> tiene un terreno
#: de …", "has two houses", "tem um apartamento"). Common verbs: the anchor wants the
#: count and the noun too, so a line with "has" alone is not read.
_POSSESSION = r"tiene|ten[ií]a|has|had|tem|tinha"
_OWNED_NOUN = (
    r"terrenos?|casas?|departamentos?|inmuebles?|lotes?|predios?|ranchos?"
    r"|locales?|bodegas?|veh[ií]culos?|autom[oó]vil(?:es)?|camionetas?|houses?|condos?"
    r"|apartments?|propert(?:y|ies)|cars?|im[oó]veis|im[oó]vel|apartamentos?|fazendas?"
    r"|ranch(?:es)?|farms?"
)
_OWNED_COUNT = r"una?|a|an|uma?|dos|two|tres|three|dois|duas|\d+"
_POSSESSION_ANCHOR = rf"\b(?:{_POSSESSION})[ \t]+(?:{_OWNED_COUNT})[ \t]+(?:{_OWNED_NOUN})\b"
_ASSET_LIST = re.compile(
    r"(?i:"
    + _ASSET_VERB
    + "|"
    + _POSSESSION
    + r")[ \t]+(?P<owned>(?i:(?:"
    + _OWNED_COUNT
    + r")[ \t]+)(?i:"
    + _OWNED_NOUN
    + r")\b[^\n;<\"]{0,80})"
    r"|"
    r"(?i:" + _ASSET_LABEL + r")(?:[ \t]+(?:de|del|of|da|do))?[^\n:]{0,60}?:[ \t]*"
    r"(?P<value>(?i:(?:una?|a|an|uma?)[ \t]+)?(?i:terrenos?|casas?(?: habitaci[oó]n)?"
    r"|departamentos?|deptos?\.?|inmuebles?|lotes?|predios?|ranchos?|locales?(?: comerciales)?"
    r"|bodegas?|veh[ií]culos?|autom[oó]vil(?:es)?|camionetas?|acciones|houses?|condos?"
    r"|apartments?|land|lots?|propert(?:y|ies)|cars?|shares|im[oó]veis|im[oó]vel"
    r"|apartamentos?|fazenda"
    # round 25: a credit or an investment declared (a mortgage, a car loan, a fund)
    r"|cr[eé]ditos?(?: hipotecario| automotriz| de vivienda)?|hipotecas?|mortgages?"
    r"|pr[eé]stamos?|loans?|financiamentos?|inversi[oó]n(?:es)?|investments?|fondos?|funds?"
    r"|ahorros?|savings|poupan[cç]a|cuentas? de (?:ahorro|inversi[oó]n)"
    r")\b[^\n;<\"]{0,80}"
    # round 25: a vehicle by its make or model and its year ("Jetta 2019", "Honda Civic
    # 2018"), first in the declared list
    r"|(?-i:[A-Z][A-Za-z\-]{1,20}(?: [A-Z][A-Za-z\-]{1,20})?) (?:19[5-9]\d|20[0-3]\d)\b"
    r"[^\n;<\"]{0,80})"
)
_IBAN_ANCHOR = r"\b[A-Z]{2}\d{2}(?: ?[0-9A-Z]{4}){3}"
_ACCESS_LOG_ANCHOR = r"\[\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:"
_IP_FIELD_ANCHOR = (
    r"client_?ip|remote_?addr|remote_?ip|user_?ip|ip_?address|source_?ip|src_?ip|visitor_?ip"
    r"|customer_?ip|login_?ip"
    # round 35: a row's label cell in words, the address in the next cell
    r"|\blogin[ \t]+ip[ \t]*</t[dh]>"
    # round 20: a record's bare address field, its value quoted after it
    r"|\b(?:ip|ip_?addr(?:ess)?|ipaddress|last_?ip|signup_?ip)\\?[\"'][ \t]*:"
    r"|\b(?:last|signup|registration)_?ip[ \t]*[:=]"
    # round 21: a log's or a form's bare pair ("user=… ip=201.…", "IP: 201.…")
    r"|\bip[ \t]*[:=][ \t]*\d"
    # round 18: the Spanish and Portuguese field names, the address's word first
    r"|\bip_?(?:del_?)?(?:cliente|usuari[oa]|origen|remota|visitante|acceso|conexi[oó]n)"
    r"|direcci[oó]n_?ip_?(?:del_?)?(?:cliente|usuari[oa]|origen|remota)|endere[cç]o_?ip"
)
#: Round 25: where a minor's age or school grade may be (`_NAMED_MINOR`).
_MINOR_ANCHOR = (
    r"\b(?:1[0-7]|[1-9])[ \t]*(?:a[ñn]os|anos|years?[ \t-]+old|yrs?[ \t-]+old|y/o)\b"
    r"|\b(?:edad|idade|aged?)[ \t]*:?[ \t]*(?:1[0-7]|[1-9])\b|primaria|elementary|kinder"
    r"|ensino fundamental|\bgrade[ \t]+[1-9]|\b[1-9](?:st|nd|rd|th)[ \t]+grade"
)
#: Stop 38: a customer's account with a utility or a shop by its label: a CFE service
#: number, a telco's or a water, gas or power account, a contract's, a customer's, a
#: member's or a loyalty card's number (es/en/pt; a record's key too, `numero_servicio`,
#: `client_id_cuenta`). RE2 reads it (no `\\w`: RE2's is ASCII); the value after it is
#: read by `_CUSTOMER_VALUE`.
_CUSTOMER_LABEL = (
    r"\b(?:n[uú]mero|n[uú]m\.?|no\.?|n[º°]\.?)[ \t_]*(?:de[ \t_]+)?(?:la[ \t_]+)?"
    r"(?:servicio|contrato|cliente|socio|suscriptor|abonado)\b"
    r"|\bcuenta[ \t_]+(?:de[ \t_]+)?(?:agua|gas|luz|telmex|izzi|totalplay|megacable|telcel"
    r"|movistar|sky|dish|cfe)\b|\bclient_id_cuenta\b|\bid_cliente\b|\bcliente_id\b"
    r"|\btarjeta[ \t]+de[ \t]+(?:puntos|lealtad|socio|cliente)\b|\bmonedero[ \t]+electr[oó]nico\b"
    r"|\b(?:service|customer|member(?:ship)?|loyalty|rewards?)[ \t_]+(?:number|no\b\.?|account)"
    r"|\bloyalty[ \t]+card\b|\butility[ \t]+account\b"
    r"|\bc[oó]digo[ \t]+d[oe][ \t]+cliente\b|\bn[uú]mero[ \t]+d[oae][ \t]+(?:cliente|instala[cç][aã]o"
    r"|contrato)\b|\bn[º°o]\.?[ \t]*da[ \t]+instala[cç][aã]o\b|\bconta[ \t]+de[ \t]+(?:luz|[aá]gua|g[aá]s)\b"
)
_ANCHORS = (
    rf"(?i:{_CUSTOMER_LABEL}|{_MINOR_ANCHOR}|{_HEALTH}|{_BELIEF}|{_OTHER_SENSITIVE}|{_RECORD}|{_PATRIMONY}|{_IP_FIELD_ANCHOR}"
    rf"|{_ASSET_LABEL}|{_DEBT_STATUS}|{_ASSET_VERB}|{_POSSESSION_ANCHOR})"
    rf"|{_IBAN_ANCHOR}|{_ACCESS_LOG_ANCHOR}"
)


_DEBT_STATUS_TERM = re.compile(rf"(?i:{_DEBT_STATUS})")
_SENSITIVE_TERM = re.compile(rf"(?i:{_HEALTH}|{_BELIEF}|{_OTHER_SENSITIVE})")
_HEALTH_TERM = re.compile(rf"(?i:{_HEALTH})")
#: Words that label a datum rather than state one.
_LABEL_TERM = re.compile(r"(?i)diagn[oó]stic\w*|diagnos(?:is|ed)|religi[oó]n|religi[aã]o")
#: Round 26: a belief's label and its value (`religion: <words>`, `religión = …`,
#: `religião: …`): the label says what the value is, whatever its words; a number, a
#: percentage or "not given" states no one's belief.
_BELIEF_LABEL_VALUE = re.compile(
    r"(?i)(?:religi[oó]n|religi[aã]o|credo|confesi[oó]n religiosa|faith)[ \t]*[:=][ \t]*"
    r"(?P<value>[^\W\d_][^\n:;,()<>\[\]{}\"\d%]{1,48}?)[ \t]*(?=[\n:;,()<>\[\]{}\"]|$)"
)
_NOT_A_BELIEF = re.compile(
    r"(?i)^(?:n/?a|none|ninguna?|nenhuma|no especificad[ao]|not specified|no aplica|"
    r"prefiere no (?:decir|responder)|prefer not to say|unknown|desconocid[ao]|null)$"
)


def _anchors() -> Any:
    return compile_linear(_ANCHORS)


# --- who it belongs to ----------------------------------------------------------------

#: The writer's own: a possessive or a first-person verb before the datum.
_FIRST_PERSON = re.compile(
    r"(?i)\b(?:mi|mis|my|soy|i am|i'm|tengo|padezco|estoy|vivo con|me diagnosticaron"
    r"|i have|i was|i live with)\b"
)
#: A person's record: its holder named by role.
_RECORD_HOLDER = re.compile(
    r"(?i)\b(?:paciente|patient|expediente|derechohabiente|emplead[oa]|employee|trabajador[a]?"
    r"|colaborador[a]?|alumn[oa]|estudiante|student|usuari[oa]|user|cliente|customer"
    r"|titular|beneficiari[oa]|suscriptor[a]?|subscriber|afiliad[oa]|socio|member_name"
    r"|hr note|nota m[eé]dica)\b"
)
#: Before the datum: what makes it someone's work or an institution's, not their own.
_NOT_THEIRS = re.compile(
    r"(?i)\b(?:especialista|specialist|expert[oa]?|investigador[a]?|researcher|cl[ií]nica"
    r"|clinic|unidad|centro|center|hospital|campa[ñn]a|campaign|fundaci[oó]n|foundation"
    r"|asociaci[oó]n|association|iglesia|church|templo|parroquia|colegio|universidad"
    r"|university|escuela|school|partido|instituto|programa|program|estudio|study"
    r"|m[ií]nimo|minimum|promedio|average|median[oa]?|tabulador|convocatoria|vacante"
    r"|oferta|job|empresa|company|s\.\s?a\.|de c\.\s?v\."
    # round 19: a population's share, no one's ("Población afiliada a …: 12.4%")
    r"|poblaci[oó]n|population|porcentaje|percentage|proporci[oó]n)\b"
)
#: How far around the datum, on its line, a person counts.
_BEFORE, _AFTER = 120, 60


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(text.rfind("\n", 0, start) + 1, start - _BEFORE)
    hi = text.find("\n", end)
    hi = min(len(text) if hi < 0 else hi, end + _AFTER)
    return lo, hi


#: Round 20: a person's membership of the institution the datum names ("pertenece a la
#: iglesia mormona", "member of the Pentecostal church"): the institution's word is then
#: their affiliation, not someone else's work.
_MEMBERSHIP = re.compile(
    r"(?i)\b(?:pertenece a|perteneciente a|belongs to|miembro de|member of|membro d[ao]"
    r"|asiste a|attends|se congrega en|feligr[eé]s de|fiel de|frequenta)"
    r"(?: (?:la|el|una?|the|an?|uma?|a))? (?:iglesia|church|templo|temple|parroquia"
    r"|congregaci[oó]n|congregation|igreja)\b[^\n]{0,40}$"
)


def _whose(text: str, start: int, end: int) -> str | None:
    """Who the datum at text[start:end] belongs to, or None when nothing says."""
    lo, hi = _line(text, start, end)
    before = text[lo:start]
    near = before[-40:]
    if (
        _NOT_THEIRS.search(near)
        and not _MEMBERSHIP.search(before[-70:])
        and not _ADDRESSED_TO.search(before[-70:])
    ):
        return None
    if _FIRST_PERSON.search(before[-30:]):
        return "the writer's own"
    # a name the datum's own words make ("Pueblo Maya") names no one (round 20)
    names = [n for n in find_names(text[lo:hi]) if lo + n.end <= start or lo + n.start >= end]
    if any(n.how != "title" or not _NOT_THEIRS.search(text[lo + n.end : start]) for n in names):
        return "a named person's"
    if _RECORD_HOLDER.search(text, lo, hi):
        return "a person's record"
    # round 25: one given name after a preposition that makes it the owner or the
    # addressee ("el carro … es de <given>", "a <given> le pagan", "belongs to <given>")
    for m in _GIVEN_AFTER.finditer(text, lo, hi):
        if is_given_name(m.group(1)):
            return "a named person's"
    return None


#: Round 25: an offer, a plan, a programme addressed to a named person ("Oferta para
#: <Name> <Surname>:", "offer for <Name> <Surname>"): then it is theirs.
_ADDRESSED_TO = re.compile(
    r"(?i:para|for|a|to|pour|al)[ \t]+(?-i:[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?:[ \t]+[A-ZÁÉÍÓÚÑ]"
    r"[a-záéíóúñü]+){1,3})[ \t]*[:,\-—–]"
)
#: A capitalised word after an owner's or an addressee's preposition, not before another
#: capitalised word (a place's or an institution's name runs on: "de San Luis").
_GIVEN_AFTER = re.compile(
    r"(?<![\w])(?:es de|son de|era de|[ée] de|pertenece a|belongs to|owned by|propiedad de"
    r"|a|to|para|for)[ \t]+([A-ZÁÉÍÓÚÑ][a-záéíóúñü]+)\b(?![ \t]+[A-ZÁÉÍÓÚÑ])"
)


# --- the values -----------------------------------------------------------------------

#: After a health or belief anchor, its qualifier: "tipo 2", "positivo", "motriz 60%".
_QUALIFIER = re.compile(
    r"(?i)(?:[ \t]+(?:mellitus|tipo|type|positivo|positive|negativo|motriz|visual|auditiva"
    r"|intelectual|cr[oó]nic[ao]|severa|leve|moderada|de mama|de pr[oó]stata|[0-9IVX]+%?"
    r"|de|is|due in [A-Z][a-z]+))*"
)
_PLATE = re.compile(
    # (round 24: a record's field, `"plate":"…"`, `placa=…` in a form body)
    r"(?i:placas?|plates?)(?i:[_\-]?(?:number|num|no|numero|n[uú]mero))?\b"
    r"(?:\\?[\"'][ \t]*(?=[:=]))?[ \t:#=]*(?:\\?[\"'])?"
    # round 35: the label's cell, the plate in the next one ("<td>Placas</td><td>…")
    r"(?:</t[dh]>[ \t]*<t[dh][^<>\n]{0,40}>)?"
    r"(?:n[uú]m\.?|no\.?)?[ \t]*"
    r"(?P<value>(?=[A-Z0-9\-]*\d)(?=[A-Z0-9\-]*[A-Z])[A-Z0-9]{2,4}(?:-?[A-Z0-9]{1,4}){1,3})\b"
    # round 19: "placas de circulación FED 368 D", its groups spaced as on the plate
    r"|(?i:placas?|plates?) (?i:de circulaci[oó]n|de la (?:camioneta|moto|motocicleta|unidad)"
    r"|del (?:auto|carro|coche|veh[ií]culo))?[ \t:#]*(?:n[uú]m\.?|no\.?)?[ \t]*"
    r"(?P<spaced>[A-Z]{2,3} \d{2,4}(?: [A-Z0-9]{1,2})?)(?![\w\-])"
)
#: Round 17: a plate in a Mexican state's notation (`NYZ-53-45`, `ABC-123-D`, `ABC-1234`)
#: after a vehicle's or a parking's word, with no "placa" before it.
_PLATE_BY_VEHICLE = re.compile(
    r"(?i:estacionamiento|parking|veh[ií]culo|vehicle|camioneta|autom[oó]vil)[^\n]{0,40}?"
    r"(?<![\w\-])(?P<value>[A-Z]{3}-\d{2}-\d{2}|[A-Z]{3}-\d{3}-[A-Z]|[A-Z]{3}-\d{3,4}"
    r"|[A-Z]{2}-\d{2}-\d{3})(?![\w\-])"
)
_VIN = re.compile(r"\b(?:VIN|NIV|n[uú]mero de serie)\b[ \t:#]*(?P<value>[A-HJ-NPR-Z0-9]{17})\b")
_LICENCE = re.compile(
    r"(?i:licencia de (?:conducir|manejo)|driver'?s? licen[cs]e|driving licen[cs]e)"
    r"[^\n:]{0,60}?[ \t:#]+(?:n[uú]m\.?|no\.?|number)?[ \t:#]*"
    r"(?P<value>(?=[A-Z0-9]*\d{5})[A-Z]{0,3}\d[A-Z0-9]{5,13})\b"
)
_STUDENT = re.compile(
    # (a professional's registration, "matrícula profesional"/"M.P.", is public, as the
    # cédula profesional is)
    r"(?i:matr[ií]cula(?![ \t]+(?:profesional|m[eé]dica|nacional|provincial))|student id"
    r"|student number)[ \t:#]*(?:n[uú]m\.?|no\.?)?[ \t]*"
    r"(?P<value>[A-Z]{0,2}\d{6,10})\b"
)
_BANKS = (
    r"BBVA|Bancomer|Banorte|Santander|Banamex|Citibanamex|HSBC|Scotiabank|Inbursa|Azteca"
    r"|BanCoppel|Banregio|Afirme|Banbaj[ií]o|Mifel|Multiva|Nu|Spin|Hey Banco|Bank of America"
    r"|Chase|Wells Fargo|Ita[uú]|Bradesco|Nubank"
)
_ACCOUNT = re.compile(
    rf"(?i:n[uú]mero de cuenta|cuenta(?: bancaria)?(?: (?-i:{_BANKS}))?|account (?:number|no\.?)"
    rf"|bank account)\b[^\n:\d]{{0,50}}?[ \t:#]+(?P<value>\d{{8,12}}|\d{{4}}[ \-]\d{{4}}[ \-]\d{{2,4}})"
    r"(?![\d\-])"
)
#: An account's type names it as a bank's (round 17): "cuenta de débito", "de nómina".
_ACCOUNT_TYPE = re.compile(
    r"(?i)bancari|bank|n[uú]mero de cuenta|account (?:number|no)|d[eé]bito|ahorro|n[oó]mina"
    r"|cheques|checking|savings"
)
_BANK_NAMED = re.compile(rf"(?i:cuenta)[^\n]{{0,60}}\b(?:{_BANKS})\b|\b(?:{_BANKS})\b")
_SALARY = re.compile(
    r"(?i:sueldo|salario|salary|\bwages?\b|finiquito|aguinaldo|n[oó]mina|percepciones"
    r"|payslip|pay ?stub|severance"
    # round 20: the singular "percepción", a pay's other words (es/en/pt)
    r"|percepci[oó]n|remuneraci[oó]n|remunera[cç][aã]o|sal[aá]rio|ingreso mensual"
    # round 35: a pay's short word, and its long one ("comp <name> US$ … per year")
    r"|\bcomp\b|compensation|compensaci[oó]n|compensa[cç][aã]o"
    r"|\b(?:monthly|annual|gross|net|base) pay\b)"
    # round 21: digits may stand between ("nómina quincena 07: <name> neto $…"), and the
    # amount may be in a currency's code or sign, before or after it, with its period
    r"[^\n$]{0,60}?(?P<value>(?:(?:MXN|USD|US|R|COP|CLP|ARS)?\$|(?-i:MXN|USD|EUR|BRL|COP|ARS|CLP|PEN|GBP)"
    r"[ \t]|€|£)[ \t]?\d[\d,.]*\d(?:[kK]\b)?"
    r"(?:[ \t]*/[ \t]*(?:yr|year|a[ñn]o|ano|mes|m[eê]s|month|mo|quincena|semana|week)\b"
    r"|[ \t]+(?:mensuales|mensual|quincenales|anuales|al mes|per month|a month|a year|per year"
    r"|MXN|USD))?"
    r"|\d{1,3}(?:[,.]\d{3})+(?:[.,]\d\d)?[ \t]?(?:MXN|USD|pesos|d[oó]lares|dollars|reais|euros))"
    # round 20: a payroll's row, the amount then its pay period in the next cell
    # ("<name>,Analista Sr,$18,500.00,Quincenal")
    r"|(?<![\w$])(?P<row>(?:MXN|USD|US|R)?\$[ \t]?\d{1,3}(?:,\d{3})*(?:\.\d\d)?)"
    r"[ \t]*[,;|\t][ \t]*(?i:" + _PAY_PERIOD + r")\b"
)
#: Round 22: what someone earns, by its verb, with its period ("<name> earns MXN 96,000 a
#: month", "gana $18,500 al mes", "ganha R$ 7.000 por mês"): a salary with no pay's noun.
_EARNS = re.compile(
    # (round 25: the payer's verb, "le pagan", "they pay her", "pagam a ele")
    r"(?i:\b(?:earns?|makes|is paid|gets paid|gana|ganaba|cobra|percibe|ganha|recebe"
    r"|pagan|paga|pagaba|pagamos|pays?|paid|pagam|pagava)(?:[ \t]+(?:him|her|them))?)"
    r"[ \t]+(?:(?:about|around|unos|como|cerca de|mais de|more than|over)[ \t]+)?"
    r"(?P<value>(?:(?:MXN|USD|US|R|COP|CLP|ARS)?\$|(?-i:MXN|USD|EUR|BRL|COP|ARS|CLP|PEN|GBP)"
    r"[ \t]|€|£)[ \t]?\d[\d,.]*\d(?:[kK]\b)?|\d{1,3}(?:[,.]\d{3})+(?:[.,]\d\d)?[ \t]?"
    r"(?:MXN|USD|pesos|d[oó]lares|dollars|reais|euros))"
    r"(?=[ \t]*(?:/[ \t]*|(?i:a|an|per|al|por|ao|each|cada|every)[ \t]+)(?i:month|year|week|hour|"
    r"day|mes|año|ano|semana|hora|d[ií]a|quincena|m[eê]s|annum)\b"
    r"|[ \t]+(?i:mensuales|mensual|quincenales|anuales|monthly|yearly|annually|mensais|por m[eê]s))"
)
#: Round 22: a child named with its noun and its age ("La niña <name>, de 9 años", "my
#: son <name> (7 years old)", "a menina <name>, de 6 anos"): a minor's name.
_MINOR = re.compile(
    r"(?i:\b(?:ni[ñn][oa]|menor(?: de edad)?|child|girl|boy|kid|crian[cç]a|menin[oa]|hij[oa]"
    r"|filh[oa]|daughter|son|beb[eé]|baby|alumn[oa]|estudiante|student)\b)[ \t,]+"
    r"(?P<value>(?-i:[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?:[ \t]+[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+){0,3}))"
    r"[ \t]*[,(][ \t]*(?i:de[ \t]+|aged[ \t]+|age[ \t]+|edad:?[ \t]+|idade:?[ \t]+)?"
    r"(?P<age>1[0-7]|[1-9])[ \t]+(?i:a[ñn]os|anos|years?(?:[ \t-]+old)?|yo\b|meses|months)"
)
#: Round 25: a minor is any person whose age or school grade says so, with or without a
#: child's noun: a name, then at once (a parenthesis, a comma, a dash) an age under 18
#: with its unit or its label ("<name> (4 años)", "<name>, 13 años", "<name>, edad 5",
#: "<name>, age 9", "<name> (7 years old)", "<name>, 6 anos", "<name>, idade 6"), or a
#: school grade below secondary's end ("<name>, 3°B Primaria", "<name> (5th grade)",
#: "<name>, 2º ano do ensino fundamental"). Not an adult's years of experience, service
#: or time somewhere ("<name>, 15 años de experiencia", "12 years at …", "hace 5 años").
_NAME_WORDS = (
    r"[A-ZÁÉÍÓÚÑ][a-záéíóúñüç]+(?:[ \t]+(?:de[ \t]+(?:la[ \t]+)?)?[A-ZÁÉÍÓÚÑ][a-záéíóúñüç]+){0,3}"
)
_AGE_UNIT = (
    r"(?i:a[ñn]os|anos|years?(?:[ \t-]+old)?|yrs?(?:[ \t-]+old)?|yo\b|y/o|meses|months|m[eê]ses)"
)
_NAMED_MINOR = re.compile(
    r"(?P<value>(?-i:" + _NAME_WORDS + r"))[ \t]*(?:\(|,|—|–|-|:)[ \t]*"
    r"(?:(?i:edad|age|aged|idade)[ \t]*:?[ \t]*(?P<labelled>1[0-7]|[1-9])\b(?:[ \t]*"
    + _AGE_UNIT
    + r")?|(?P<age>1[0-7]|[1-9])[ \t]*"
    + _AGE_UNIT
    + r"|(?P<grade>[1-9])[ \t]*(?:°|º|ª|o\b|er\b|ro\b|do\b|to\b|vo\b|no\b|th\b|st\b|nd\b|rd\b)?"
    r"[ \t]*(?:[A-F]\b[ \t]*)?(?:(?i:grado|grade|año|ano|s[ée]rie)[ \t]+)?(?:(?i:de|do|of)[ \t]+)?"
    r"(?i:primaria|secundaria|preescolar|k[ií]nder|kindergarten|elementary|middle school|grade\b"
    r"|ensino fundamental|fundamental)"
    r"|(?i:grade)[ \t]+(?P<grade2>[1-9]|1[0-2])\b)"
    r"(?![ \t]*(?i:de[ \t]+(?:experiencia|servicio|antig[üu]edad|carrera|casad|trabajo|edad)"
    r"|en[ \t]|of[ \t]+(?:experience|service)|at[ \t]|in[ \t]|ago\b|atr[aá]s|trabajando"
    r"|working|de[ \t]+experi[eê]ncia|na[ \t]|no[ \t]|em[ \t]))"
)
#: Stop 38: after a customer's account's label, words that are not a number (the
#: company's, the holder's name: "No. de socio Costco de <name>:"), a separator, then
#: the value: 6–14 digits, perhaps grouped, or an account's own prefix (`CTA-88201934`).
_CUSTOMER_VALUE = re.compile(
    r"[^\n:\d]{0,50}?[ \t:#=\"'|]+(?P<value>(?:[A-Z]{2,4}-)?\d{6,14}|\d{2,6}(?:[ \-]\d{2,8}){1,3})"
    r"(?![\w\-]|[.,]\d)"
)
#: The writer's own, right before the label ("mi número de cliente", "my CFE service
#: number", "meu código de cliente").
_OWN_LABEL = re.compile(
    r"(?i)\b(?:mi|mis|my|our|meu|minha|nuestro|nuestra)[ \t]+(?:[^\W\d_]+[ \t]+)?$"
)
#: A company on the account's line: its contract with a supplier, a corporate client.
_COMPANY_ON_LINE = re.compile(
    r"(?i)\b(?:s\.?[ ]?a\.?(?:[ ]?b\.?)?[ ]?de[ ]?c\.?[ ]?v|s\.?[ ]?de[ ]?r\.?[ ]?l|inc\.|llc\b|ltd\b"
    r"|gmbh\b|ltda\b|corporativ[oa]|empresa|proveedor|supplier|vendor|fornecedor)"
)


_CUSTOMER_LABELS = rf"(?i:{_CUSTOMER_LABEL})"


def _customer_labels() -> Any:
    return compile_linear(_CUSTOMER_LABELS)


def _placeholder_digits(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    return len(set(digits)) == 1 or digits in "01234567890123" or digits in "9876543210"


def _customer_accounts(text: str, lo: int, hi: int) -> list[Match]:
    """Stop 38: a customer's account with a utility or a shop, tied to a person."""
    out: list[Match] = []
    # (RE2's wrapper encodes the whole string it is given: the line alone is handed over)
    for label in _customer_labels().finditer(text[lo:hi]):
        m = _CUSTOMER_VALUE.match(text, lo + label.end(), hi)
        if m is None:
            continue
        start, end = m.span("value")
        if _placeholder_digits(m.group("value")):
            continue  # `000000000000`, "por ejemplo 123456789"
        if _OWN_LABEL.search(text, max(lo, lo + label.start() - 24), lo + label.start()):
            whose: str | None = "the writer's own"
        else:
            whose = _whose(text, start, end)
            if whose == "a person's record" and not _customers_record(
                text, start, end, lo + label.start(), lo + label.end()
            ):
                continue
        if whose is not None:
            out.append(
                _match(
                    PERSON_RECORD_CODE,
                    "customer-account",
                    start,
                    end,
                    text,
                    f"a customer's account with a utility or a shop ({whose})",
                )
            )
    return out


def _customers_record(text: str, start: int, end: int, label_start: int, label_end: int) -> bool:
    """Whether the record word `_whose` found on the account's line makes it a person's: no
    company on the line ("Cliente: <razón social>, …"), and a record's word besides the
    label's own ("No. de cliente Telmex …" alone ties the number to no one)."""
    line_start, line_end = _line(text, start, end)
    if _COMPANY_ON_LINE.search(text, line_start, line_end):
        return False
    outside = text[line_start:label_start] + " " + text[label_end:line_end]
    return _RECORD_HOLDER.search(outside) is not None


_BANK_AFTER = re.compile(rf"[ \t]*(?:\(|,|en|at|de|del)?[ \t]*(?-i:{_BANKS})\b")
#: A debt, a balance, a score, a property of a person (round 17): the anchor, then on
#: the same clause the amount, the bureau's score or the cadastral key.
_PATRIMONY_VALUE = re.compile(
    rf"(?i:{_PATRIMONY})[^\n$]{{0,70}}?(?P<value>(?:MXN|USD|US|R)?\$[ \t]?\d(?:[\d,.]*\d)?"
    r"|(?<=score )\d{3}\b|(?<=score: )\d{3}\b"
    r"|(?<=catastral )\d{1,4}(?:-\d{1,4}){2,5}\b|(?<=predial )\d{1,4}(?:-\d{1,4}){2,5}\b"
    r"|(?<=folio real )(?:electr[oó]nico )?(?:n[uú]m(?:ero|\.)? |no\. )?[\w\-]*\d[\w\-]{3,}\b"
    r"|(?<=folio real: )[\w\-]*\d[\w\-]{3,}\b)"
)
#: What makes a debt or a balance public: a state's, a country's, a company's.
_PUBLIC_MONEY = re.compile(
    r"(?i)\b(?:p[uú]blic[ao]|public|gobierno|government|federal|estatal|municipal|nacional"
    r"|national|pa[ií]s|country|empresa|company|compañ[ií]a|banco|bank|pemex|cfe)\b"
)
_IBAN = re.compile(r"\b(?P<value>[A-Z]{2}\d{2}(?: ?[0-9A-Z]{4}){2,7}(?: ?[0-9A-Z]{1,3})?)\b")
_ACCESS_LOG = re.compile(
    r"(?<![\d.:\w])(?P<value>\d{1,3}(?:\.\d{1,3}){3}"
    # round 24: an IPv6 client (`2001:db8::1 - user [12/Mar/2024:…]`)
    r"|[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{0,4}){2,7}) \S+"
    # round 26: the user field as a recorder's log writes it, a name of a few words
    # (`… - Ana Ruiz Paz [12/Mar/2025:…]`)
    r"(?: [^\s\[\]\"]+){1,4} \[\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:"
)
_IP_FIELD = re.compile(
    rf"(?i:{_IP_FIELD_ANCHOR})[\"']?[ \t]*(?:[:=]"
    # round 26: the name in a table's cell, the address in the next (a debug page's
    # request table: `<td>REMOTE_ADDR</td><td class="code">…</td>`)
    r"|</t[dh]>[ \t]*<t[dh][^<>\n]{0,40}>)"
    rf"[ \t]*[\"']?(?P<value>\d{{1,3}}(?:\.\d{{1,3}}){{3}})\b"
)
_GEO = re.compile(r"(?<![\d.])(?P<value>-?\d{1,2}\.\d{4,8}, ?-?\d{1,3}\.\d{4,8})(?![\d.])")
_GEO_OF_PERSON = re.compile(r"(?i)\b(?:user|usuari[oa]|home|casa|domicilio|location|ubicaci[oó]n)")
#: A header that names the request's client, then its addresses.
_CLIENT_IP_HEADER = re.compile(
    r"(?i)(?:x-forwarded-for|x-real-ip|cf-connecting-ip|true-client-ip|x-client-ip)"
    # the value on the key's line, or a YAML list's first item under it
    r"[\"']?[ \t]*[:=][ \t]*(?:\r?\n[ \t]*-[ \t]+)?[\[\"' \t]*(?P<value>[0-9A-Fa-f:.]{7,45})"
    r"|forwarded[\"']?[ \t]*:[ \t]*(?:\r?\n[ \t]*-[ \t]+)?[\[\"' \t]*for=\\?\"?\[?"
    r"(?P<fwd>[0-9A-Fa-f:.]{7,45})"
    # round 26: the header's list item on the next line (above), a HAR's object, or the
    # RFC 7239 pair with its siblings in a value of its own (`for=…;proto=https`)
    r"|forwarded\"[ \t]*,[ \t]*\"value\"[ \t]*:[ \t]*\"for=\\?\"?\[?(?P<harfwd>[0-9A-Fa-f:.]{7,45})"
    r"|(?<![\w\-])for=\\?\"?\[?(?P<pair>[0-9A-Fa-f:.]{7,45})\]?(?::\d{1,5})?\\?\"?"
    r"[ \t]*;[ \t]*(?:proto|by|host)="
    # a HAR's header object: `{"name": "X-Forwarded-For", "value": "…"}`
    r"|(?i:x-forwarded-for|x-real-ip|cf-connecting-ip|true-client-ip|x-client-ip)\"[ \t]*,"
    r"[ \t]*\"value\"[ \t]*:[ \t]*\"(?P<har>[0-9A-Fa-f:.]{7,45})"
)
#: A user's session or login, "from" an address: a log's "user=… from 201.…".
_IP_VALUE = r"\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{0,4}){2,7}"
_USER_FROM_IP = re.compile(
    r"(?i)\b(?:from|desde)[ \t]+(?P<ipword>(?:(?:la|el|the|su|his|her|their)[ \t]+)?"
    r"(?:IP|direcci[oó]n IP)(?:[ \t]+address)?[ \t:]+)?"
    # round 26: an IPv4 client as a dual-stack server logs it (`from ::ffff:201.…`)
    r"(?:::ffff:)?(?P<value>" + _IP_VALUE + r")"
    # a sentence's full stop may follow it (round 20), a longer number may not
    r"(?![\w:]|\.\w)"
)
#: Round 19: a handle and, in parentheses, the address it wrote from ("comment by
#: @user (201.…)"): a user's own address, as a forum's moderation log shows it.
_HANDLE_IP = re.compile(
    r"(?:^|(?<=[^\w.]))@[\w.\-]{2,30}[ \t]*\([ \t]*(?P<value>" + _IP_VALUE + r")[ \t]*\)"
)
#: Round 19: a client-IP header named in prose, its value after the client it names
#: ("X-Forwarded-For del cliente <name>: 201.…").
_CLIENT_IP_PROSE = re.compile(
    r"(?i)(?:x-forwarded-for|x-real-ip|cf-connecting-ip|true-client-ip|x-client-ip)"
    r"[ \t]+[^\n:=\d]{2,80}?:[ \t]*(?P<value>" + _IP_VALUE + r")(?![\w:]|\.\w)"
)
#: Round 23: an address named as someone's before a colon ("IP de la usuaria <name>:
#: …", "IP address of user <name>: …", "endereço IP do cliente …: …").
_IP_OF_PROSE = re.compile(
    r"(?<![\w.-])(?:IP|(?i:direcci[oó]n|endere[cç]o) IP)(?:[ \t]+address)?[ \t]+"
    r"(?i:de|del|da|do|of|for)[ \t]+[^\n:=\d]{2,80}?:[ \t]*(?P<value>" + _IP_VALUE + r")"
    r"(?![\w:]|\.\w)"
)
#: Round 20: a record's bare address field (`"ip"`, `ipAddress`, `last_ip`, `signup_ip`),
#: IPv4 or IPv6, escaped or not inside a JSON string: a user's when the record names a
#: person or a user (its line has a name the gazetteer reads, or a user's key).
_IP_KEY = re.compile(
    r"(?i)(?<![\w-])(?:ip|ip_?addr(?:ess)?|ipaddress|last_?ip|signup_?ip|registration_?ip"
    r"|last_?login_?ip|login_?ip_?address|ip_?de_?(?:registro|acceso|conexi[oó]n)"
    # round 35: a row's label cell, in words ("<td>last login IP</td><td>…")
    r"|(?:last[ \t]+)?login[ \t]+ip|ip[ \t]+de[ \t]+(?:registro|acceso|conexi[oó]n))"
    r"(?:\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?|(?<=IP)[ \t]+|</t[dh]>[ \t]*<t[dh][^<>\n]{0,40}>)"
    r"(?P<value>" + _IP_VALUE + r")(?![\w:]|\.\w)"
)
_USER_KEY = re.compile(
    r"(?i)[\"'](?:name|nombre|full_?name|email|correo|user(?:name|_?id)?|usuari[oa]|customer"
    r"|cliente|event)\\?[\"'][ \t]*:"
)
_USER_WORDS = re.compile(
    r"(?i)\b(?:user|usuari[oa]|login|logged|sesi[oó]n|session|cliente|customer|account"
    # round 17: "último acceso de … desde …", "last access from …"
    r"|acceso|access|ingres[oó]|conect[oó])\b"
)


def _public_ip(value: str) -> bool:
    # round 31b: a well-known public resolver (8.8.8.8, 1.1.1.1, …) is a service's
    # address, nobody's (`operator_env.public_client_ip`)
    return public_client_ip(value)


def _match(code: str, kind: str, start: int, end: int, text: str, note: str) -> Match:
    return Match(
        code,
        kind,
        start,
        end,
        text[start:end],
        replacement="REDACTED-SENSITIVE" if code == SENSITIVE_CODE else "REDACTED-RECORD",
        note=note,
    )


#: Round 24: a pay in a record's field, its amount bare (`salario_mensual=27450` in a
#: form body, `"sueldo_neto": 18500.00`, `salary: 96000`), and a CFDI de nómina's amounts
#: (`<Percepcion … ImporteGravado="27450.00"/>`, `SalarioDiarioIntegrado="…"`). A
#: minimum's or an average's field (`salario_minimo`, `avg_salary`) names no one's pay.
_PAY_FIELD = re.compile(
    r"(?i:(?<![\w])(?:sueldos?|salario|salary|sal[aá]rio|wages?|remuneraci[oó]n|remunera[cç][aã]o"
    r")(?:[_\-]?(?:mensual|quincenal|semanal|anual|bruto|neto|base|diario|monthly"
    r"|annual|gross|net|mensal|l[ií]quido|liquido|actual|current))*)"
    r"\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?"
    r"(?P<value>\d{1,3}(?:,\d{3})+(?:\.\d\d)?|\d{4,7}(?:\.\d{1,2})?)(?![\w.,]\d|[\w])"
    r"|(?-i:ImporteGravado|ImporteExento|SalarioBaseCotApor|SalarioDiarioIntegrado|TotalSueldos"
    r"|TotalPercepciones)=\\?[\"'](?P<cfdi>\d+(?:\.\d{1,6})?)\\?[\"']"
)

#: Round 25: a pay by its package, with no pay's noun: the amount, then what an employer
#: adds to it ("<name>: $ 39,428.00 + prestaciones de ley", "R$ 8.380,00 + benefícios",
#: "USD 96,000 + bonus", "+ vales de despensa"); a price has no benefits.
_PAY_PACKAGE = re.compile(
    r"(?P<value>(?:(?:MXN|USD|US|R|COP|CLP|ARS)?\$|(?-i:MXN|USD|EUR|BRL|COP|ARS|CLP|PEN|GBP)"
    r"[ \t]|€|£)[ \t]?\d[\d,.]*\d(?:[kK]\b)?)[ \t]*(?:(?i:" + _PAY_PERIOD + r"|al mes|por m[eê]s"
    r"|a month|per month|a year|per year)[ \t]*)?\+[ \t]*(?i:prestaciones|benefits|bonus|bono"
    r"|comisiones|commissions?|vales|benef[ií]cios|PLR|stock options|equity|aguinaldo|vale)\b"
)

_KINDS = (
    (_PLATE, "vehicle-plate", "a vehicle's plate"),
    (_PLATE_BY_VEHICLE, "vehicle-plate", "a vehicle's plate"),
    (_VIN, "vehicle-vin", "a vehicle's VIN"),
    (_LICENCE, "driver-licence", "a driving licence's number"),
    (_STUDENT, "student-id", "a student's enrolment number"),
    (_SALARY, "salary", "a salary"),
    (_EARNS, "salary", "a salary"),
    (_PAY_FIELD, "salary", "a salary"),
    (_PAY_PACKAGE, "salary", "a salary"),
)

# The patterns read over a whole anchored line, behind their RE2 gates (`detect.gates`):
# a line is anchored by any of many words, and these rarely match there (a sensitive term
# on 16 of 446 anchored lines of personal30's pages), while Python's `re` tries each of
# the sensitive terms' ~300 alternatives at every position of the line. The gate turns a
# line away in one DFA pass; where it lets one through, the pattern runs as before, so
# what is found does not change. Measured on those 446 lines: the terms' search 1.68 s
# without the gate, 1.5 ms for the gates once warm.
_SENSITIVE_TERM_IN_LINE = Gated(_SENSITIVE_TERM)
_KINDS_IN_LINE = tuple((Gated(pattern), kind, what) for pattern, kind, what in _KINDS)


def find_person_records(text: str) -> list[Match]:
    """Sensitive data and records of a person in `text` (see the module's docstring),
    read on the text's normalised view (`detect.textview`: a JSON string's `\\u00ed`,
    a page's `&iacute;`), with the original's offsets."""
    if _anchors().search(text) is None and not is_view_sensitive(text):
        return []
    view = view_of(text)
    found = _find(view.text)
    if view.is_identity:
        return found
    restored = []
    for m in found:
        start, end = view.span(m.start, m.end)
        restored.append(replace(m, start=start, end=end, value=text[start:end]))
    return restored


def _find(text: str) -> list[Match]:
    hits = [m.start() for m in _anchors().finditer(text)]
    if not hits:
        return []
    found: list[Match] = []
    seen_lines: set[int] = set()
    for at in hits:
        line_start = text.rfind("\n", 0, at) + 1
        if line_start in seen_lines:
            continue
        seen_lines.add(line_start)
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        if line_end - line_start > 4000:  # a minified page's line: only near the hit
            line_start, line_end = max(line_start, at - 400), min(line_end, at + 400)
        found.extend(_in_line(text, line_start, line_end))
    unique = {(m.start, m.end): m for m in found}
    return sorted(unique.values(), key=lambda m: (m.start, m.end))


def _in_line(text: str, lo: int, hi: int) -> list[Match]:
    out: list[Match] = []
    for m in _SENSITIVE_TERM_IN_LINE.finditer(text, lo, hi):
        if _LABEL_TERM.fullmatch(m.group()):
            # a label ("Religión: …", "diagnóstico: …") states nothing by itself: the
            # value after it is the datum when it is a term of its own
            labelled = _BELIEF_LABEL_VALUE.match(text, m.start())
            if labelled is not None and not _NOT_A_BELIEF.match(labelled.group("value")):
                start, end = labelled.span("value")
                if _SENSITIVE_TERM.search(text, start, end) is None:
                    # round 26: a belief by its label, in words no list holds
                    whose = _whose(text, m.start(), end)
                    if whose is not None:
                        out.append(
                            _match(
                                SENSITIVE_CODE,
                                "sensitive-data",
                                start,
                                end,
                                text,
                                f"a belief or an affiliation ({whose})",
                            )
                        )
            continue
        qualifier = _QUALIFIER.match(text, m.end())
        end = m.end() if qualifier is None else qualifier.end()
        while end > m.end() and text[end - 1] in " \t":
            end -= 1
        if text[m.end() : end].rstrip().lower().endswith((" de", " is")):
            end = m.end()
        whose = _whose(text, m.start(), end)
        if whose is None:
            continue
        health = _HEALTH_TERM.fullmatch(m.group()) is not None
        what = "health data" if health else "a belief or an affiliation"
        out.append(
            _match(SENSITIVE_CODE, "sensitive-data", m.start(), end, text, f"{what} ({whose})")
        )
    for gated, kind, what in _KINDS_IN_LINE:
        for m in gated.finditer(text, lo, hi):
            group = next(
                g for g in ("value", "spaced", "row", "cfdi") if g in m.re.groupindex and m.group(g)
            )
            start, end = m.span(group)
            whose = _whose(text, start, end)
            if whose is not None:
                out.append(_match(PERSON_RECORD_CODE, kind, start, end, text, f"{what} ({whose})"))
    for m in _ACCOUNT.finditer(text, lo, hi):
        start, end = m.span("value")
        if (
            not _BANK_NAMED.search(text, max(lo, start - 80), start)
            and not _ACCOUNT_TYPE.search(m.group())
            # the bank named right after the number (round 17): "… 2535699357 en BBVA"
            and not _BANK_AFTER.match(text, end)
        ):
            continue  # "cuenta: 12345678" of what? only a bank's account counts
        whose = _whose(text, start, end)
        if whose is not None:
            out.append(
                _match(
                    PERSON_RECORD_CODE,
                    "bank-account",
                    start,
                    end,
                    text,
                    f"a bank account ({whose})",
                )
            )
    out.extend(_customer_accounts(text, lo, hi))
    for m in _GEO.finditer(text, lo, hi):
        start, end = m.span("value")
        if not _GEO_OF_PERSON.search(text, max(lo, start - 80), min(hi, end + 30)):
            continue
        whose = _whose(text, start, end)
        if whose is not None:
            out.append(
                _match(
                    PERSON_RECORD_CODE,
                    "geolocation",
                    start,
                    end,
                    text,
                    f"a precise location ({whose})",
                )
            )
    for m in _MINOR.finditer(text, lo, hi):
        start, end = m.span("value")
        if find_names(m.group("value")):
            out.append(
                _match(
                    PERSON_RECORD_CODE, "minor", start, end, text, "a minor named with their age"
                )
            )
    for m in _NAMED_MINOR.finditer(text, lo, hi):
        names = find_names(m.group("value"))
        if not names:
            continue
        # the name that ends at the age (a label's words before it are not the child's)
        start = m.start("value") + names[-1].start
        end = m.start("value") + names[-1].end
        if m.end("value") - end > 1:
            continue
        out.append(
            _match(PERSON_RECORD_CODE, "minor", start, end, text, "a minor named with their age")
        )
    out.extend(_money_and_logs(text, lo, hi))
    below = text.find("\n", hi + 1) if text[hi : hi + 1] == "\n" else -1
    for m in _CLIENT_IP_HEADER.finditer(text, lo, len(text) if below < 0 else below):
        group = next(g for g in ("value", "fwd", "har", "harfwd", "pair") if m.group(g))
        start, end = m.span(group)
        value = text[start:end].rstrip(".:")
        end = start + len(value)
        if _public_ip(value):
            out.append(
                _match(
                    PERSON_RECORD_CODE,
                    "client-ip",
                    start,
                    end,
                    text,
                    "the IP address of a request's client (a forwarding header)",
                )
            )
    for pattern, note in (
        (_CLIENT_IP_PROSE, "the IP address of a request's client (a forwarding header)"),
        (_HANDLE_IP, "a user's IP address"),
    ):
        for m in pattern.finditer(text, lo, hi):
            start, end = m.span("value")
            if _public_ip(m.group("value")):
                out.append(_match(PERSON_RECORD_CODE, "client-ip", start, end, text, note))
    for m in (*_IP_KEY.finditer(text, lo, hi), *_IP_OF_PROSE.finditer(text, lo, hi)):
        start, end = m.span("value")
        if _public_ip(m.group("value")) and (
            _USER_KEY.search(text, lo, hi) or _whose(text, start, end) is not None
        ):
            out.append(
                _match(
                    PERSON_RECORD_CODE,
                    "client-ip",
                    start,
                    end,
                    text,
                    "a user's IP address (a record's field)",
                )
            )
    for m in _USER_FROM_IP.finditer(text, lo, hi):
        start, end = m.span("value")
        if _public_ip(m.group("value")) and (
            _USER_WORDS.search(text, lo, start)
            # round 26: a log's line that names its user after the address
            # (`… from ::ffff:201.… usuario=<name>`)
            or _USER_WORDS.search(text, end, hi)
            # "… voted from IP address …": the address's own word and a person
            or (m.group("ipword") and _whose(text, start, end) is not None)
        ):
            out.append(
                _match(
                    PERSON_RECORD_CODE,
                    "client-ip",
                    start,
                    end,
                    text,
                    "the IP address a user came from",
                )
            )
    return out


def _money_and_logs(text: str, lo: int, hi: int) -> list[Match]:
    """Round 17: a person's debt, balance, score or property; an IBAN (mod 97) of a
    person; the client of an access log's line or of a client-IP field."""
    out: list[Match] = []
    for pattern, what in (
        (_PATRIMONY_VALUE, "a debt, a balance or a property"),
        (_DEBT_STATUS_TERM, "a debtor's standing"),
    ):
        for m in pattern.finditer(text, lo, hi):
            start, end = m.span("value") if "value" in pattern.groupindex else m.span()
            if _PUBLIC_MONEY.search(text, max(lo, m.start() - 30), start):
                continue  # "la deuda pública", "la cartera vencida del banco"
            whose = _whose(text, start, end)
            if whose is not None:
                out.append(
                    _match(PERSON_RECORD_CODE, "patrimony", start, end, text, f"{what} ({whose})")
                )
    for m in _ASSET_LIST.finditer(text, lo, hi):
        start, end = m.span("value" if m.group("value") else "owned")
        end = start + len(text[start:end].rstrip(" \t.,"))
        if _PUBLIC_MONEY.search(text, max(lo, m.start() - 30), start):
            continue  # "bienes del Estado", "patrimonio de la empresa"
        whose = _whose(text, start, end)
        if whose is not None:
            out.append(
                _match(PERSON_RECORD_CODE, "patrimony", start, end, text, f"a property ({whose})")
            )
    for m in _IBAN.finditer(text, lo, hi):
        start, end = m.span("value")
        if not _iban_valid(m.group("value")):
            continue
        whose = _whose(text, start, end)
        if (
            whose is None
            and (_whole_value(text, start, end) or _document_field(text, start, end))
            and not _company_account(text, start)
        ):
            # round 30: an IBAN is an account's own notation with a strong check (mod 97):
            # as the whole value of a neutral member, an attribute or a cell (a hurried
            # redaction's leftover, `"ref": "DE44…"`, `<td>…</td>`) it is someone's
            # account; a company's, published for payments, names the company or says so
            whose = "the whole value of a field, in an IBAN's own notation"
        if whose is not None:
            out.append(
                _match(PERSON_RECORD_CODE, "bank-account", start, end, text, f"an IBAN ({whose})")
            )
    for pattern, what in (
        (_ACCESS_LOG, "the client of an access log's line"),
        (_IP_FIELD, "the IP address of a request's client (a client-IP field)"),
    ):
        for m in pattern.finditer(text, lo, hi):
            start, end = m.span("value")
            if _public_ip(m.group("value")):
                out.append(_match(PERSON_RECORD_CODE, "client-ip", start, end, text, what))
    return out


#: Round 30: a value that is the whole of its field: a JSON or YAML string's quotes (perhaps
#: escaped), an attribute's, or an element's tags right around it.
_WHOLE_BEFORE = re.compile(
    r"(?:[:=][ \t]*\\?[\"']|<(?:td|th|p|span|div|li|dd|code)\b[^<>]{0,80}>)$"
)
_WHOLE_AFTER = re.compile(r"\\?[\"']|</")
#: What makes an account a company's, published for payments or donations.
_COMPANY_ACCOUNT = re.compile(
    r"(?i)\b(?:s\.?[ ]?[al]\.|s\.?[ ]?a\.?[ ]?de[ ]?c\.?[ ]?v|s\.?[ ]?l\.?[ ]?u|gmbh|ag|ltd|llc|inc|"
    r"lda|empresa|raz[oó]n social|proveedor(?:es)?|pagos|payments?|donativos?|donaciones|"
    r"donations?|company|firma|sociedad|fundaci[oó]n|asociaci[oó]n|beneficiario)\b"
)


def _whole_value(text: str, start: int, end: int) -> bool:
    return (
        _WHOLE_BEFORE.search(text, max(0, start - 100), start) is not None
        and _WHOLE_AFTER.match(text, end) is not None
    )


#: Round 31: a document converted to text (a form, a statement) gives the IBAN its own
#: line after its label ("IBAN: …", a table's `| IBAN | … |`), in a JSON string as in a page.
_IBAN_LABEL_BEFORE = re.compile(r"(?i)\biban[ \t]*(?:\|[ \t]*|:[ \t]*)$")
_LOGICAL_END = re.compile(r"[ \t]*(?:\\n|\n|\||<br|\\?\"|$)")
#: Where a document's line ends inside a JSON string or a page: `\n` escapes, `<br>`.
_LOGICAL_BREAK = re.compile(r"\\n|\n|<br[ \t]*/?>")


def _document_field(text: str, start: int, end: int) -> bool:
    return (
        _IBAN_LABEL_BEFORE.search(text, max(0, start - 12), start) is not None
        and _LOGICAL_END.match(text, end) is not None
    )


def _company_account(text: str, start: int) -> bool:
    lo, hi = _line(text, start, start)
    # round 31: the IBAN's own line of the document, where a JSON string or a page holds
    # one (its `\n` escapes, `<br>`): a company's name in the document's heading is not
    # the account's; the account's block still says whose it is (`mx_patterns`)
    breaks = list(_LOGICAL_BREAK.finditer(text, lo, start))
    if breaks:
        lo = breaks[-1].end()
    after = _LOGICAL_BREAK.search(text, start, hi)
    if after is not None:
        hi = after.start()
    if _COMPANY_ACCOUNT.search(text, lo, hi) is not None:
        return True
    from fixture_guard.detect.mx_patterns import payment_block

    w_lo, w_hi = max(0, start - 400), min(len(text), start + 440)
    window = _LOGICAL_BREAK.sub(lambda m: "\n" + " " * (len(m.group()) - 1), text[w_lo:w_hi])
    end = start + len(text[start:w_hi].split(None, 1)[0]) if text[start:w_hi].strip() else start
    return payment_block(window, start - w_lo, end - w_lo)


def _iban_valid(value: str) -> bool:
    """An IBAN's mod-97 check digits (python-stdnum; the country's own BBAN checks are
    not required: a mistyped BBAN is still someone's account)."""
    from stdnum import iban

    compact = value.replace(" ", "")
    return len(compact) >= 15 and bool(iban.is_valid(compact, check_country=False))
