"""The llvm dialect's attributes written as a struct (`#llvm.di_basic_type<name = "int", ...>`): the
parameters each takes, and the keywords of those that name a DWARF constant or an enum, as
mlir-opt 22 parses them.

Recorded in stop 55 by probing mlir-opt 22.1.8 (Debian's mlir-22-tools): parameter names from
its library's `failed to parse <Class> parameter` strings, each kept where mlir-opt took it; the
keywords, each name of its pattern (`DW_TAG_*`) found in libLLVM and taken by mlir-opt.  Read by
toyir.syntax.llvm_attributes, only for `--semantics=mlir`.
"""

from __future__ import annotations

# mnemonic -> its parameters, and those that take the rest of the body as a list (so come last)
STRUCTS: dict[str, tuple[tuple[str, ...], frozenset[str]]] = {
    "access_group": (('id',), frozenset(())),
    "alias_scope": (('id', 'domain', 'description'), frozenset(())),
    "alias_scope_domain": (('id', 'description'), frozenset(())),
    "blockaddress": (('function', 'tag'), frozenset(())),
    "blocktag": (('id',), frozenset(())),
    "cgprofile_entry": (('from', 'to', 'count'), frozenset(())),
    "dereferenceable": (('bytes', 'mayBeNull'), frozenset(())),
    "di_annotation": (('name', 'value'), frozenset(())),
    "di_basic_type": (('tag', 'name', 'sizeInBits', 'encoding'), frozenset(())),
    "di_common_block": (('scope', 'decl', 'name', 'file', 'line'), frozenset(())),
    "di_compile_unit": (('id', 'sourceLanguage', 'file', 'producer', 'isOptimized',
        'emissionKind', 'nameTableKind', 'splitDebugFilename'), frozenset(())),
    "di_composite_type": (('recId', 'isRecSelf', 'tag', 'name', 'file', 'line', 'scope',
        'baseType', 'flags', 'sizeInBits', 'alignInBits', 'dataLocation', 'rank', 'allocated', 'associated',
        'elements'), frozenset(('elements',))),
    "di_derived_type": (('tag', 'name', 'baseType', 'sizeInBits', 'alignInBits',
        'offsetInBits', 'dwarfAddressSpace', 'extraData'), frozenset(())),
    "di_generic_subrange": (('count', 'lowerBound', 'upperBound', 'stride'),
        frozenset(())),
    "di_global_variable": (('scope', 'name', 'linkageName', 'file', 'line', 'type',
        'isLocalToUnit', 'isDefined', 'alignInBits'), frozenset(())),
    "di_global_variable_expression": (('var', 'expr'), frozenset(())),
    "di_imported_entity": (('tag', 'scope', 'entity', 'file', 'line', 'name',
        'elements'), frozenset(('elements',))),
    "di_label": (('scope', 'name', 'file', 'line'), frozenset(())),
    "di_lexical_block": (('scope', 'file', 'line', 'column'), frozenset(())),
    "di_lexical_block_file": (('scope', 'file', 'discriminator'), frozenset(())),
    "di_local_variable": (('scope', 'name', 'file', 'line', 'arg', 'alignInBits',
        'type', 'flags'), frozenset(())),
    "di_module": (('file', 'scope', 'name', 'configMacros', 'includePath', 'apinotes', 'line',
        'isDecl'), frozenset(())),
    "di_namespace": (('name', 'scope', 'exportSymbols'), frozenset(())),
    "di_string_type": (('tag', 'name', 'sizeInBits', 'alignInBits', 'stringLength',
        'stringLengthExp', 'stringLocationExp', 'encoding'), frozenset(())),
    "di_subprogram": (('recId', 'isRecSelf', 'id', 'compileUnit', 'scope', 'name',
        'linkageName', 'file', 'line', 'scopeLine', 'subprogramFlags', 'type', 'retainedNodes', 'annotations'),
        frozenset(('annotations', 'retainedNodes'))),
    "di_subrange": (('count', 'lowerBound', 'upperBound', 'stride'), frozenset(())),
    "di_subroutine_type": (('callingConvention', 'types'), frozenset(('types',))),
    "loop_annotation": (('disableNonforced', 'vectorize', 'interleave', 'unroll',
        'unrollAndJam', 'licm', 'distribute', 'pipeline', 'peeled', 'unswitch', 'mustProgress', 'isVectorized',
        'startLoc', 'endLoc', 'parallelAccesses'), frozenset(('parallelAccesses',))),
    "loop_distribute": (('disable', 'followupCoincident', 'followupSequential',
        'followupFallback', 'followupAll'), frozenset(())),
    "loop_interleave": (('count',), frozenset(())),
    "loop_licm": (('disable', 'versioningDisable'), frozenset(())),
    "loop_peeled": (('count',), frozenset(())),
    "loop_pipeline": (('disable', 'initiationinterval'), frozenset(())),
    "loop_unroll": (('disable', 'count', 'runtimeDisable', 'full', 'followupUnrolled',
        'followupRemainder', 'followupAll'), frozenset(())),
    "loop_unroll_and_jam": (('disable', 'count', 'followupOuter', 'followupInner',
        'followupRemainderOuter', 'followupRemainderInner', 'followupAll'), frozenset(())),
    "loop_unswitch": (('partialDisable',), frozenset(())),
    "loop_vectorize": (('disable', 'predicateEnable', 'scalableEnable', 'width',
        'followupVectorized', 'followupEpilogue', 'followupAll'), frozenset(())),
    "memory_effects": (('other', 'argMem', 'inaccessibleMem', 'errnoMem', 'targetMem0',
        'targetMem1'), frozenset(())),
    "profile_summary": (('format', 'total_count', 'max_count', 'max_internal_count',
        'max_function_count', 'num_counts', 'num_functions', 'is_partial_profile', 'partial_profile_ratio',
        'detailed_summary'), frozenset(('detailed_summary',))),
    "profile_summary_detailed": (('cut_off', 'min_count', 'num_counts'),
        frozenset(())),
    "target": (('triple', 'chip', 'features'), frozenset(())),
    "tbaa_root": (('id',), frozenset(())),
    "tbaa_tag": (('base_type', 'access_type', 'offset', 'constant'), frozenset(())),
    "tbaa_type_desc": (('id', 'members'), frozenset(('members',))),
    "vec_type_hint": (('hint', 'is_signed'), frozenset(())),
    "vscale_range": (('minRange', 'maxRange'), frozenset(())),
}

# (mnemonic, parameter) -> the enum its value names
ENUM_PARAMETERS: dict[tuple[str, str], str] = {
    ("di_basic_type", "tag"): "dwarf_tag",
    ("di_basic_type", "encoding"): "dwarf_encoding",
    ("di_compile_unit", "sourceLanguage"): "dwarf_language",
    ("di_compile_unit", "emissionKind"): "emission_kind",
    ("di_composite_type", "tag"): "dwarf_tag",
    ("di_derived_type", "tag"): "dwarf_tag",
    ("di_imported_entity", "tag"): "dwarf_tag",
    ("di_string_type", "tag"): "dwarf_tag",
    ("di_string_type", "encoding"): "dwarf_encoding",
    ("di_subprogram", "subprogramFlags"): "di_subprogram_flags",
    ("di_subroutine_type", "callingConvention"): "dwarf_calling_convention",
}

# enum -> its keywords, and mlir-opt's words for another (`{got}`)
ENUMS: dict[str, tuple[frozenset[str], str]] = {
    "di_subprogram_flags": (frozenset(('Definition', 'Deleted', 'Elemental', 'LocalToUnit', 'MainSubprogram',
                  'ObjCDirect', 'Optimized', 'Pure', 'PureVirtual', 'Recursive', 'Virtual',)),
             'expected one of [Virtual, PureVirtual, LocalToUnit, Definition, Optimized, Pure, Elemental, '
             'Recursive, MainSubprogram, Deleted, ObjCDirect] for LLVM DISubprogram flags, got: {got}'),
    "dwarf_calling_convention": (frozenset(('DW_CC_BORLAND_fastcall', 'DW_CC_BORLAND_msfastcall',
                  'DW_CC_BORLAND_msreturn', 'DW_CC_BORLAND_pascal', 'DW_CC_BORLAND_safecall',
                  'DW_CC_BORLAND_stdcall', 'DW_CC_BORLAND_thiscall', 'DW_CC_GDB_IBM_OpenCL',
                  'DW_CC_GNU_borland_fastcall_i386', 'DW_CC_GNU_renesas_sh', 'DW_CC_LLVM_AAPCS',
                  'DW_CC_LLVM_AAPCS_VFP', 'DW_CC_LLVM_DeviceKernel', 'DW_CC_LLVM_IntelOclBicc',
                  'DW_CC_LLVM_M68kRTD', 'DW_CC_LLVM_PreserveAll', 'DW_CC_LLVM_PreserveMost',
                  'DW_CC_LLVM_PreserveNone', 'DW_CC_LLVM_RISCVVLSCall', 'DW_CC_LLVM_RISCVVectorCall',
                  'DW_CC_LLVM_SpirFunction', 'DW_CC_LLVM_Swift', 'DW_CC_LLVM_SwiftTail', 'DW_CC_LLVM_Win64',
                  'DW_CC_LLVM_X86RegCall', 'DW_CC_LLVM_X86_64SysV', 'DW_CC_LLVM_vectorcall', 'DW_CC_nocall',
                  'DW_CC_normal', 'DW_CC_pass_by_reference', 'DW_CC_pass_by_value', 'DW_CC_program',)),
             'invalid debug info debug info calling convention name: {got}'),
    "dwarf_encoding": (frozenset(('DW_ATE_ASCII', 'DW_ATE_HP_complex_float', 'DW_ATE_HP_complex_float128',
                  'DW_ATE_HP_float128', 'DW_ATE_HP_floathpintel', 'DW_ATE_HP_imaginary_float128',
                  'DW_ATE_HP_imaginary_float90', 'DW_ATE_UCS', 'DW_ATE_UTF', 'DW_ATE_address', 'DW_ATE_boolean',
                  'DW_ATE_complex_float', 'DW_ATE_decimal_float', 'DW_ATE_edited', 'DW_ATE_float',
                  'DW_ATE_imaginary_float', 'DW_ATE_numeric_string', 'DW_ATE_packed_decimal', 'DW_ATE_signed',
                  'DW_ATE_signed_char', 'DW_ATE_signed_fixed', 'DW_ATE_unsigned', 'DW_ATE_unsigned_char',
                  'DW_ATE_unsigned_fixed',)),
             'invalid debug info debug info encoding name: {got}'),
    "dwarf_language": (frozenset(('DW_LANG_Ada2005', 'DW_LANG_Ada2012', 'DW_LANG_Ada83', 'DW_LANG_Ada95',
                  'DW_LANG_Assembly', 'DW_LANG_BLISS', 'DW_LANG_BORLAND_Delphi', 'DW_LANG_C', 'DW_LANG_C11',
                  'DW_LANG_C17', 'DW_LANG_C89', 'DW_LANG_C99', 'DW_LANG_CPP_for_OpenCL', 'DW_LANG_C_plus_plus',
                  'DW_LANG_C_plus_plus_03', 'DW_LANG_C_plus_plus_11', 'DW_LANG_C_plus_plus_14',
                  'DW_LANG_C_plus_plus_17', 'DW_LANG_C_plus_plus_20', 'DW_LANG_C_sharp', 'DW_LANG_Cobol74',
                  'DW_LANG_Cobol85', 'DW_LANG_Crystal', 'DW_LANG_D', 'DW_LANG_Dylan', 'DW_LANG_Fortran03',
                  'DW_LANG_Fortran08', 'DW_LANG_Fortran18', 'DW_LANG_Fortran77', 'DW_LANG_Fortran90',
                  'DW_LANG_Fortran95', 'DW_LANG_GLSL', 'DW_LANG_GLSL_ES', 'DW_LANG_GOOGLE_RenderScript',
                  'DW_LANG_Go', 'DW_LANG_HIP', 'DW_LANG_HLSL', 'DW_LANG_Haskell', 'DW_LANG_Hylo', 'DW_LANG_Java',
                  'DW_LANG_Julia', 'DW_LANG_Kotlin', 'DW_LANG_Metal', 'DW_LANG_Mips_Assembler', 'DW_LANG_Modula2',
                  'DW_LANG_Modula3', 'DW_LANG_Mojo', 'DW_LANG_Move', 'DW_LANG_OCaml', 'DW_LANG_ObjC',
                  'DW_LANG_ObjC_plus_plus', 'DW_LANG_OpenCL', 'DW_LANG_OpenCL_CPP', 'DW_LANG_PLI',
                  'DW_LANG_Pascal83', 'DW_LANG_Python', 'DW_LANG_RenderScript', 'DW_LANG_Ruby', 'DW_LANG_Rust',
                  'DW_LANG_SYCL', 'DW_LANG_Swift', 'DW_LANG_UPC', 'DW_LANG_Zig',)),
             'invalid debug info debug info language name: {got}'),
    "dwarf_tag": (frozenset(('DW_TAG_ALTIUM_circ_type', 'DW_TAG_ALTIUM_mwa_circ_type',
                  'DW_TAG_ALTIUM_rev_carry_type', 'DW_TAG_ALTIUM_rom', 'DW_TAG_APPLE_property',
                  'DW_TAG_BORLAND_Delphi_dynamic_array', 'DW_TAG_BORLAND_Delphi_set',
                  'DW_TAG_BORLAND_Delphi_string', 'DW_TAG_BORLAND_Delphi_variant', 'DW_TAG_BORLAND_property',
                  'DW_TAG_GHS_namespace', 'DW_TAG_GHS_template_templ_param', 'DW_TAG_GHS_using_declaration',
                  'DW_TAG_GHS_using_namespace', 'DW_TAG_GNU_BINCL', 'DW_TAG_GNU_EINCL', 'DW_TAG_GNU_call_site',
                  'DW_TAG_GNU_call_site_parameter', 'DW_TAG_GNU_formal_parameter_pack',
                  'DW_TAG_GNU_template_parameter_pack', 'DW_TAG_GNU_template_template_param',
                  'DW_TAG_LLVM_annotation', 'DW_TAG_LLVM_ptrauth_type', 'DW_TAG_MIPS_loop',
                  'DW_TAG_PGI_interface_block', 'DW_TAG_PGI_kanji_type', 'DW_TAG_SUN_class_template',
                  'DW_TAG_SUN_codeflags', 'DW_TAG_SUN_dtor', 'DW_TAG_SUN_dtor_info', 'DW_TAG_SUN_f90_interface',
                  'DW_TAG_SUN_fortran_vax_structure', 'DW_TAG_SUN_function_template', 'DW_TAG_SUN_hi',
                  'DW_TAG_SUN_indirect_inheritance', 'DW_TAG_SUN_memop_info', 'DW_TAG_SUN_omp_child_func',
                  'DW_TAG_SUN_rtti_descriptor', 'DW_TAG_SUN_struct_template', 'DW_TAG_SUN_union_template',
                  'DW_TAG_UPC_relaxed', 'DW_TAG_UPC_shared_type', 'DW_TAG_UPC_strict_type',
                  'DW_TAG_access_declaration', 'DW_TAG_array_type', 'DW_TAG_atomic_type', 'DW_TAG_base_type',
                  'DW_TAG_call_site', 'DW_TAG_call_site_parameter', 'DW_TAG_catch_block', 'DW_TAG_class_template',
                  'DW_TAG_class_type', 'DW_TAG_coarray_type', 'DW_TAG_common_block', 'DW_TAG_common_inclusion',
                  'DW_TAG_compile_unit', 'DW_TAG_condition', 'DW_TAG_const_type', 'DW_TAG_constant',
                  'DW_TAG_dwarf_procedure', 'DW_TAG_dynamic_type', 'DW_TAG_entry_point', 'DW_TAG_enumeration_type',
                  'DW_TAG_enumerator', 'DW_TAG_file_type', 'DW_TAG_formal_parameter', 'DW_TAG_format_label',
                  'DW_TAG_friend', 'DW_TAG_function_template', 'DW_TAG_generic_subrange', 'DW_TAG_immutable_type',
                  'DW_TAG_imported_declaration', 'DW_TAG_imported_module', 'DW_TAG_imported_unit',
                  'DW_TAG_inheritance', 'DW_TAG_inlined_subroutine', 'DW_TAG_interface_type', 'DW_TAG_label',
                  'DW_TAG_lexical_block', 'DW_TAG_member', 'DW_TAG_module', 'DW_TAG_namelist',
                  'DW_TAG_namelist_item', 'DW_TAG_namespace', 'DW_TAG_null', 'DW_TAG_packed_type',
                  'DW_TAG_partial_unit', 'DW_TAG_pointer_type', 'DW_TAG_ptr_to_member_type',
                  'DW_TAG_reference_type', 'DW_TAG_restrict_type', 'DW_TAG_rvalue_reference_type',
                  'DW_TAG_set_type', 'DW_TAG_shared_type', 'DW_TAG_skeleton_unit', 'DW_TAG_string_type',
                  'DW_TAG_structure_type', 'DW_TAG_subprogram', 'DW_TAG_subrange_type', 'DW_TAG_subroutine_type',
                  'DW_TAG_template_alias', 'DW_TAG_template_type_parameter', 'DW_TAG_template_value_parameter',
                  'DW_TAG_thrown_type', 'DW_TAG_try_block', 'DW_TAG_type_unit', 'DW_TAG_typedef',
                  'DW_TAG_union_type', 'DW_TAG_unspecified_parameters', 'DW_TAG_unspecified_type',
                  'DW_TAG_variable', 'DW_TAG_variant', 'DW_TAG_variant_part', 'DW_TAG_volatile_type',
                  'DW_TAG_with_stmt',)),
             'invalid debug info debug info tag name: {got}'),
    "emission_kind": (frozenset(('DebugDirectivesOnly', 'Full', 'LineTablesOnly', 'None',)),
             'expected one of [None, Full, LineTablesOnly, '
             'DebugDirectivesOnly] for LLVM debug emission kind, got: {got}'),
}

# (mnemonic, parameter) -> the struct its value is, where it may be written stripped
# (`compileUnit = <id = distinct[0]<>, ...>`: a di_compile_unit's body)
SHORT_FORMS: dict[tuple[str, str], str] = {
    ("alias_scope", "domain"): "alias_scope_domain",
    ("blockaddress", "tag"): "blocktag",
    ("di_subprogram", "compileUnit"): "di_compile_unit",
    ("di_subprogram", "type"): "di_subroutine_type",
    ("tbaa_tag", "access_type"): "tbaa_type_desc",
    ("tbaa_tag", "base_type"): "tbaa_type_desc",
}

# mnemonic -> its required parameters, in the order mlir-opt checks them (where it has any)
REQUIRED: dict[str, tuple[str, ...]] = {
    "access_group": ('id',),
    "alias_scope": ('id', 'domain'),
    "alias_scope_domain": ('id',),
    "blockaddress": ('function', 'tag'),
    "blocktag": ('id',),
    "cgprofile_entry": ('count',),
    "dereferenceable": ('bytes',),
    "di_annotation": ('name', 'value'),
    "di_basic_type": ('name',),
    "di_common_block": ('scope', 'name'),
    "di_compile_unit": ('id', 'sourceLanguage', 'file', 'isOptimized', 'emissionKind'),
    "di_generic_subrange": ('lowerBound', 'stride'),
    "di_global_variable": ('file', 'line', 'type'),
    "di_global_variable_expression": ('var',),
    "di_imported_entity": ('scope', 'entity'),
    "di_label": ('scope',),
    "di_lexical_block": ('scope',),
    "di_lexical_block_file": ('scope', 'discriminator'),
    "di_local_variable": ('scope',),
    "di_namespace": ('exportSymbols',),
    "di_string_type": ('name',),
    "loop_interleave": ('count',),
    "memory_effects": ('other', 'argMem', 'inaccessibleMem', 'errnoMem', 'targetMem0', 'targetMem1'),
    "profile_summary": ('format', 'total_count', 'max_count', 'max_internal_count', 'max_function_count', 'num_counts', 'num_functions', 'detailed_summary'),
    "profile_summary_detailed": ('cut_off', 'min_count', 'num_counts'),
    "target": ('triple', 'chip'),
    "tbaa_tag": ('base_type', 'access_type', 'offset'),
    "tbaa_type_desc": ('id', 'members'),
    "vec_type_hint": ('hint',),
    "vscale_range": ('minRange', 'maxRange'),
}


# Recorded in stop 57 the same way, each parameter given `#zz.x` (an attribute of a dialect
# mlir-opt does not know) alone in its struct: those whose value mlir-opt 22 parses as an
# attribute of some kind, and rejects there with "invalid kind of attribute specified" (llvm's own
# attributes, strings, distinct ids), and those it parses as an integer (`unsigned`, `bool`,
# `uint64_t`: a number or `true`/`false`), rejected with "expected integer value".
ATTRIBUTE_PARAMETERS: dict[str, str] = {
    "access_group": "id",
    "alias_scope": "domain description",
    "alias_scope_domain": "description",
    "blockaddress": "function tag",
    "cgprofile_entry": "from to",
    "di_annotation": "name value",
    "di_basic_type": "name",
    "di_common_block": "scope decl name file",
    "di_compile_unit": "id file producer splitDebugFilename",
    "di_composite_type": "recId name file scope baseType dataLocation rank allocated associated elements",
    "di_derived_type": "name baseType extraData",
    "di_global_variable": "scope name linkageName file type",
    "di_global_variable_expression": "var expr",
    "di_imported_entity": "scope entity file name elements",
    "di_label": "scope name file",
    "di_lexical_block": "scope file",
    "di_lexical_block_file": "scope file",
    "di_local_variable": "scope name file type",
    "di_module": "file scope name configMacros includePath apinotes",
    "di_namespace": "name scope",
    "di_string_type": "name stringLength stringLengthExp stringLocationExp",
    "di_subprogram": "recId id compileUnit scope name linkageName file type retainedNodes annotations",
    "di_subroutine_type": "types",
    "loop_annotation": "disableNonforced vectorize interleave unroll unrollAndJam licm distribute "
        "pipeline peeled unswitch mustProgress isVectorized startLoc endLoc parallelAccesses",
    "loop_distribute": "disable followupCoincident followupSequential followupFallback followupAll",
    "loop_interleave": "count",
    "loop_licm": "disable versioningDisable",
    "loop_peeled": "count",
    "loop_pipeline": "disable initiationinterval",
    "loop_unroll": "disable count runtimeDisable full followupUnrolled followupRemainder followupAll",
    "loop_unroll_and_jam": "disable count followupOuter "
        "followupInner followupRemainderOuter followupRemainderInner followupAll",
    "loop_unswitch": "partialDisable",
    "loop_vectorize": "disable predicateEnable scalableEnable width followupVectorized followupEpilogue followupAll",
    "profile_summary": "partial_profile_ratio detailed_summary",
    "target": "triple chip features",
    "tbaa_root": "id",
    "tbaa_tag": "base_type access_type",
    "vec_type_hint": "hint",
    "vscale_range": "minRange maxRange",
}
INTEGER_PARAMETERS: dict[str, str] = {
    "blocktag": "id",
    "cgprofile_entry": "count",
    "dereferenceable": "bytes mayBeNull",
    "di_basic_type": "sizeInBits",
    "di_common_block": "line",
    "di_compile_unit": "isOptimized",
    "di_composite_type": "isRecSelf line sizeInBits alignInBits",
    "di_derived_type": "sizeInBits alignInBits offsetInBits",
    "di_global_variable": "line isLocalToUnit isDefined alignInBits",
    "di_imported_entity": "line",
    "di_label": "line",
    "di_lexical_block": "line column",
    "di_lexical_block_file": "discriminator",
    "di_local_variable": "line arg alignInBits",
    "di_module": "line isDecl",
    "di_namespace": "exportSymbols",
    "di_string_type": "sizeInBits alignInBits",
    "di_subprogram": "isRecSelf line scopeLine",
    "profile_summary": "total_count max_count max_internal_count max_function_count num_counts num_functions",
    "profile_summary_detailed": "cut_off min_count num_counts",
    "tbaa_tag": "offset constant",
    "vec_type_hint": "is_signed",
}


# Which of llvm's debug-info attributes (those of PROBED) each attribute parameter takes, where it
# refuses some (a string's refuses them all): mlir-opt's "invalid kind of attribute specified"
# for another.  Printed by scripts/llvm_attribute_kinds.py, probing mlir-opt 22 (stop 58).
PROBED = frozenset((
    'di_file', 'di_compile_unit', 'di_subprogram', 'di_basic_type', 'di_subroutine_type', 'di_derived_type',
    'di_composite_type', 'di_null_type', 'di_lexical_block', 'di_lexical_block_file', 'di_local_variable',
    'di_namespace', 'di_module', 'di_label', 'di_expression', 'di_string_type', 'di_common_block',
    'di_global_variable', 'di_annotation', 'di_subrange',))
ATTRIBUTE_KINDS: dict[tuple[str, str], frozenset[str]] = {
    ('di_annotation', 'name'): frozenset(()),
    ('di_annotation', 'value'): frozenset(()),
    ('di_basic_type', 'name'): frozenset(()),
    ('di_common_block', 'decl'): frozenset((
        'di_global_variable',)),
    ('di_common_block', 'file'): frozenset((
        'di_file',)),
    ('di_common_block', 'name'): frozenset(()),
    ('di_common_block', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_compile_unit', 'file'): frozenset((
        'di_file',)),
    ('di_compile_unit', 'id'): frozenset(()),
    ('di_compile_unit', 'producer'): frozenset(()),
    ('di_compile_unit', 'splitDebugFilename'): frozenset(()),
    ('di_composite_type', 'allocated'): frozenset((
        'di_expression',)),
    ('di_composite_type', 'associated'): frozenset((
        'di_expression',)),
    ('di_composite_type', 'baseType'): frozenset((
        'di_basic_type', 'di_composite_type', 'di_derived_type', 'di_null_type', 'di_string_type',
        'di_subroutine_type',)),
    ('di_composite_type', 'dataLocation'): frozenset((
        'di_expression',)),
    ('di_composite_type', 'elements'): frozenset((
        'di_annotation', 'di_basic_type', 'di_common_block', 'di_compile_unit', 'di_composite_type',
        'di_derived_type', 'di_file', 'di_global_variable', 'di_label', 'di_lexical_block',
        'di_lexical_block_file', 'di_local_variable', 'di_module', 'di_namespace', 'di_null_type',
        'di_string_type', 'di_subprogram', 'di_subrange', 'di_subroutine_type',)),
    ('di_composite_type', 'file'): frozenset((
        'di_file',)),
    ('di_composite_type', 'name'): frozenset(()),
    ('di_composite_type', 'rank'): frozenset((
        'di_expression',)),
    ('di_composite_type', 'recId'): frozenset(()),
    ('di_composite_type', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_derived_type', 'baseType'): frozenset((
        'di_basic_type', 'di_composite_type', 'di_derived_type', 'di_null_type', 'di_string_type',
        'di_subroutine_type',)),
    ('di_derived_type', 'extraData'): frozenset((
        'di_annotation', 'di_basic_type', 'di_common_block', 'di_compile_unit', 'di_composite_type',
        'di_derived_type', 'di_file', 'di_global_variable', 'di_label', 'di_lexical_block',
        'di_lexical_block_file', 'di_local_variable', 'di_module', 'di_namespace', 'di_null_type',
        'di_string_type', 'di_subprogram', 'di_subrange', 'di_subroutine_type',)),
    ('di_derived_type', 'name'): frozenset(()),
    ('di_global_variable', 'file'): frozenset((
        'di_file',)),
    ('di_global_variable', 'linkageName'): frozenset(()),
    ('di_global_variable', 'name'): frozenset(()),
    ('di_global_variable', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_global_variable', 'type'): frozenset((
        'di_basic_type', 'di_composite_type', 'di_derived_type', 'di_null_type', 'di_string_type',
        'di_subroutine_type',)),
    ('di_global_variable_expression', 'expr'): frozenset((
        'di_expression',)),
    ('di_global_variable_expression', 'var'): frozenset((
        'di_global_variable',)),
    ('di_imported_entity', 'elements'): frozenset((
        'di_annotation', 'di_basic_type', 'di_common_block', 'di_compile_unit', 'di_composite_type',
        'di_derived_type', 'di_file', 'di_global_variable', 'di_label', 'di_lexical_block',
        'di_lexical_block_file', 'di_local_variable', 'di_module', 'di_namespace', 'di_null_type',
        'di_string_type', 'di_subprogram', 'di_subrange', 'di_subroutine_type',)),
    ('di_imported_entity', 'entity'): frozenset((
        'di_annotation', 'di_basic_type', 'di_common_block', 'di_compile_unit', 'di_composite_type',
        'di_derived_type', 'di_file', 'di_global_variable', 'di_label', 'di_lexical_block',
        'di_lexical_block_file', 'di_local_variable', 'di_module', 'di_namespace', 'di_null_type',
        'di_string_type', 'di_subprogram', 'di_subrange', 'di_subroutine_type',)),
    ('di_imported_entity', 'file'): frozenset((
        'di_file',)),
    ('di_imported_entity', 'name'): frozenset(()),
    ('di_imported_entity', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_label', 'file'): frozenset((
        'di_file',)),
    ('di_label', 'name'): frozenset(()),
    ('di_label', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_lexical_block', 'file'): frozenset((
        'di_file',)),
    ('di_lexical_block', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_lexical_block_file', 'file'): frozenset((
        'di_file',)),
    ('di_lexical_block_file', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_local_variable', 'file'): frozenset((
        'di_file',)),
    ('di_local_variable', 'name'): frozenset(()),
    ('di_local_variable', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_local_variable', 'type'): frozenset((
        'di_basic_type', 'di_composite_type', 'di_derived_type', 'di_null_type', 'di_string_type',
        'di_subroutine_type',)),
    ('di_module', 'apinotes'): frozenset(()),
    ('di_module', 'configMacros'): frozenset(()),
    ('di_module', 'file'): frozenset((
        'di_file',)),
    ('di_module', 'includePath'): frozenset(()),
    ('di_module', 'name'): frozenset(()),
    ('di_module', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_namespace', 'name'): frozenset(()),
    ('di_namespace', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_string_type', 'name'): frozenset(()),
    ('di_string_type', 'stringLength'): frozenset((
        'di_global_variable', 'di_local_variable',)),
    ('di_string_type', 'stringLengthExp'): frozenset((
        'di_expression',)),
    ('di_string_type', 'stringLocationExp'): frozenset((
        'di_expression',)),
    ('di_subprogram', 'annotations'): frozenset((
        'di_annotation', 'di_basic_type', 'di_common_block', 'di_compile_unit', 'di_composite_type',
        'di_derived_type', 'di_file', 'di_global_variable', 'di_label', 'di_lexical_block',
        'di_lexical_block_file', 'di_local_variable', 'di_module', 'di_namespace', 'di_null_type',
        'di_string_type', 'di_subprogram', 'di_subrange', 'di_subroutine_type',)),
    ('di_subprogram', 'compileUnit'): frozenset((
        'di_compile_unit',)),
    ('di_subprogram', 'file'): frozenset((
        'di_file',)),
    ('di_subprogram', 'id'): frozenset(()),
    ('di_subprogram', 'linkageName'): frozenset(()),
    ('di_subprogram', 'name'): frozenset(()),
    ('di_subprogram', 'recId'): frozenset(()),
    ('di_subprogram', 'retainedNodes'): frozenset((
        'di_annotation', 'di_basic_type', 'di_common_block', 'di_compile_unit', 'di_composite_type',
        'di_derived_type', 'di_file', 'di_global_variable', 'di_label', 'di_lexical_block',
        'di_lexical_block_file', 'di_local_variable', 'di_module', 'di_namespace', 'di_null_type',
        'di_string_type', 'di_subprogram', 'di_subrange', 'di_subroutine_type',)),
    ('di_subprogram', 'scope'): frozenset((
        'di_common_block', 'di_compile_unit', 'di_composite_type', 'di_derived_type', 'di_file',
        'di_lexical_block', 'di_lexical_block_file', 'di_module', 'di_namespace', 'di_subprogram',)),
    ('di_subprogram', 'type'): frozenset((
        'di_subroutine_type',)),
    ('di_subroutine_type', 'types'): frozenset((
        'di_basic_type', 'di_composite_type', 'di_derived_type', 'di_null_type', 'di_string_type',
        'di_subroutine_type',)),
}
