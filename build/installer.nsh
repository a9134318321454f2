; Kudos NSIS additions: machine policy from the installer's command line, so IT can push one
; command that installs and configures, e.g.
;   Kudos-Setup-1.0.0-x64.exe /S /allusers /SERVERURL=https://acme.example.com
;   Kudos-Setup-1.0.0-x64.exe /S /allusers /SERVERURL=https://acme.example.com /KIOSK /TVTOKEN=abc123...
; The values land in HKLM\Software\Policies\Kudos, the same key the ADMX template manages.
!include "FileFunc.nsh"

!macro customInstall
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/SERVERURL=" $R1
  ${IfNot} ${Errors}
    WriteRegStr HKLM "Software\Policies\Kudos" "ServerUrl" "$R1"
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/TVTOKEN=" $R1
  ${IfNot} ${Errors}
    WriteRegStr HKLM "Software\Policies\Kudos" "TvToken" "$R1"
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/KIOSK" $R1
  ${IfNot} ${Errors}
    WriteRegDWORD HKLM "Software\Policies\Kudos" "Kiosk" 1
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/NOUPDATE" $R1
  ${IfNot} ${Errors}
    WriteRegDWORD HKLM "Software\Policies\Kudos" "UpdatesEnabled" 0
  ${EndIf}
!macroend
