"""cinco"""
