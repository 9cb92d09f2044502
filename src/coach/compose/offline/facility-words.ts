/** Words that make a capitalised name a place ("Oakwood Manor", "Heartline Cardiology"), not a person. */
export const FACILITY_WORDS =
  /\b(?:Manor|Hospital|Health|Healthcare|Center|Centre|Care|Village|Gardens|Place|Rehab|Rehabilitation|Medical|Clinic|Living|Home|Homes|Court|House|Terrace|Estates|Commons|Pointe?|Regional|Memorial|Nursing|Senior|Lodge|Residence|Haven|Springs|Hills|Park|Oaks|Cardiology|Oncology|Associates|Practice|Group)\b/;
